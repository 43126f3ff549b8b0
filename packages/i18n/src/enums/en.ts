import type { Catalogue } from '../types';
import type source from './zh-Hant';
import moneyLogType from './money-log-type/en';
import orderStatus from './order-status/en';

const enums: Catalogue<typeof source> = { orderStatus, moneyLogType };

export default enums;
