import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const members: Catalogue<typeof source> = {
  title: 'Members',
};

export default members;
