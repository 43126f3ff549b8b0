import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const config: Catalogue<typeof source> = {
  title: 'Content and settings',
};

export default config;
