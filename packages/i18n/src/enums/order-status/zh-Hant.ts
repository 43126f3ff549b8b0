/** OrderStatus (packages/contract orders), by its number. */
const orderStatus = {
  '0': '待付款',
  '1': '待出貨',
  '2': '待自取',
  '3': '待收貨',
  '4': '待核銷',
  '5': '待安裝',
  '6': '已完成',
  '7': '已退款',
  '8': '已取消',
};

export default orderStatus;
