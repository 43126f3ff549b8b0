/** The admin console's orders texts (zh-Hant, the source). */
const orders = {
  title: '訂單',
};

export default orders;
