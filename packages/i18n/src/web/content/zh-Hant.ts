/**
 * The content pages' texts (`content.*`), zh-Hant (the source): guide, companyOverview and navWe.
 * Loaded with those screens (apps/web features/content/catalogue.ts), not with the first route;
 * ../../web.ts merges it into `webResources` for the key and parity checks.
 */
const content = {
  updatedAt: '更新於 {{date}}',
  faq: '常見問題',
  noFaq: '暫無常見問題',
  navWe: {
    brand: 'UU 共享積分平台',
    slogan: '消費與分享創造的價值，回到每一位參與者手中',
    about: '認識我們',
    companyOverview: '公司概況',
    guide: '新手指南',
    versions: '版本',
    currentVersion: '目前版本',
    version: 'v{{version}}',
    checkUpdate: '檢查更新與下載',
    agreements: '條款與政策',
    noAgreements: '暫無條款',
    customerService: '客服',
  },
};

export default content;
