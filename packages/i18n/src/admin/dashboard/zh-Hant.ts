/** The admin console's dashboard texts (zh-Hant, the source). */
const dashboard = {
  title: '總覽',
};

export default dashboard;
