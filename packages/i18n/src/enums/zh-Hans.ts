import type { Catalogue } from '../types';
import type source from './zh-Hant';
import moneyLogType from './money-log-type/zh-Hans';
import orderStatus from './order-status/zh-Hans';

const enums: Catalogue<typeof source> = { orderStatus, moneyLogType };

export default enums;
