/**
 * The labels of the enums both apps show (order statuses, money-log types), kept once: the console's and the
 * member app's catalogues take them from here (zh-Hant, the source).
 */
import moneyLogType from './money-log-type/zh-Hant';
import orderStatus from './order-status/zh-Hant';

const enums = { orderStatus, moneyLogType };

export default enums;
