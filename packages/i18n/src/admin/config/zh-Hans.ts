import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const config: Catalogue<typeof source> = {
  title: '内容与设置',
};

export default config;
