/** The admin console's catalogue texts (zh-Hant, the source). */
const catalogue = {
  title: '商品',
};

export default catalogue;
