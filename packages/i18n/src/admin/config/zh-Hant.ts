/** The admin console's config texts (zh-Hant, the source). */
const config = {
  title: '內容與設定',
};

export default config;
