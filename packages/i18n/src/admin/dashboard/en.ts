import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const dashboard: Catalogue<typeof source> = {
  title: 'Overview',
};

export default dashboard;
