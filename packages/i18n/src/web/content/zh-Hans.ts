import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const content: Catalogue<typeof source> = {
  updatedAt: '更新于 {{date}}',
  faq: '常见问题',
  noFaq: '暂无常见问题',
  navWe: {
    brand: 'UU 共享积分平台',
    slogan: '消费与分享创造的价值，回到每一位参与者手中',
    about: '认识我们',
    companyOverview: '公司概况',
    guide: '新手指南',
    versions: '版本',
    currentVersion: '当前版本',
    version: 'v{{version}}',
    checkUpdate: '检查更新与下载',
    agreements: '协议与政策',
    noAgreements: '暂无协议',
    customerService: '客服',
  },
};

export default content;
