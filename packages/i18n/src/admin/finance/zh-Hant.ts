/** The admin console's finance texts (zh-Hant, the source). */
const finance = {
  title: '財務',
};

export default finance;
