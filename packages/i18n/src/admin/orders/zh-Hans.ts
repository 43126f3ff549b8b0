import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const orders: Catalogue<typeof source> = {
  title: '订单',
};

export default orders;
