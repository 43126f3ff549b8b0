import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const catalogue: Catalogue<typeof source> = {
  title: 'Goods',
};

export default catalogue;
