import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const orders: Catalogue<typeof source> = {
  title: 'Orders',
};

export default orders;
