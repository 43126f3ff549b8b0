/** The admin console's members texts (zh-Hant, the source). */
const members = {
  title: '會員',
};

export default members;
