import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const dashboard: Catalogue<typeof source> = {
  title: '总览',
};

export default dashboard;
