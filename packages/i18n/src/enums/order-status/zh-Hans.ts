import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const orderStatus: Catalogue<typeof source> = {
  '0': '待付款',
  '1': '待发货',
  '2': '待自提',
  '3': '待收货',
  '4': '待核销',
  '5': '待安装',
  '6': '已完成',
  '7': '已退款',
  '8': '已取消',
};

export default orderStatus;
