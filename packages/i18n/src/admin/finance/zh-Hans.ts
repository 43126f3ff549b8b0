import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const finance: Catalogue<typeof source> = {
  title: '财务',
};

export default finance;
