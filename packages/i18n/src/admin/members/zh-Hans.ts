import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const members: Catalogue<typeof source> = {
  title: '会员',
};

export default members;
