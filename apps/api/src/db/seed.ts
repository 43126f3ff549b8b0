import { sha256Hex } from '../lib/crypto';
import type { Services } from '../app';
import { findUserByContact } from '../modules/accounts/accounts.repository';
import { AppError } from '../lib/app-error';
import type { Db } from './database';
import { withStartLock } from './start-lock';
import { seedDemoCatalogue } from './demo-catalogue';

/** The demo member `npm start` prints; created through the same service as a real registration. */
export const DEMO_MEMBER = { email: 'demo@uu.example', password: 'demo1234' } as const;

/**
 * Demo data for `npm start` (DEMO_DATA=1), written through the services an operator and a member
 * use, and only into a database that has no such data yet. Instances starting together seed it
 * once: under the start lock (PostgreSQL); on SQLite the twin that finds the demo member
 * registered already leaves the rest to the one that registered it.
 */
export async function seedDemoData(db: Db, services: Services): Promise<{ created: boolean }> {
  return withStartLock(db, () => seed(db, services));
}

async function seed(db: Db, services: Services): Promise<{ created: boolean }> {
  if (await findUserByContact(db.kysely, DEMO_MEMBER.email)) return { created: false };
  let member: Awaited<ReturnType<Services['accounts']['createAccount']>>;
  try {
    member = await services.accounts.createAccount({
      contact: DEMO_MEMBER.email,
      passwordDigest: sha256Hex(DEMO_MEMBER.password),
      nickname: 'demo',
    });
  } catch (error) {
    if (error instanceof AppError && (error.codeName === 'ALREADY_REGISTERED' || error.codeName === 'NICKNAME_TAKEN'))
      return { created: false };
    throw error;
  }
  // What an operator does for a new platform: channels to top up through, a CRC rate; and for the
  // demo member: activation and a starting balance, as a ledger adjustment with its reason.
  await services.platform.set('topUpChannels', [
    {
      id: 'bank-transfer',
      kind: 'bank',
      name: { 'zh-Hant': '銀行轉帳', 'zh-Hans': '银行转账', en: 'Bank transfer' },
      account: '004-12-345678-9',
      holder: 'UU Demo Ltd',
      note: {
        'zh-Hant': '轉帳後請上傳交易明細截圖',
        'zh-Hans': '转账后请上传交易明细截图',
        en: 'Upload a screenshot of the transfer after paying',
      },
    },
    {
      id: 'e-wallet',
      kind: 'ewallet',
      name: { 'zh-Hant': '電子錢包', 'zh-Hans': '电子钱包', en: 'E-wallet' },
      account: 'uu-demo-wallet',
      holder: null,
      note: null,
    },
  ]);
  // The CRC rate as an operator would have set it over the last 30 days (the price chart of /eosPage), ending at 1.25.
  const day = 24 * 3600_000;
  const now = Date.now();
  for (let back = 29; back >= 1; back--) {
    const rate = 110 + Math.round(((29 - back) * 15) / 29) + ((back * 7) % 5) - 2;
    await services.wallet.setRate(rate, now - back * day);
  }
  await services.wallet.setRate(125);
  await services.accounts.activate(member.id);
  await services.wallet.adjust(member.id, 'UU', 1_000_00, 'demo funds');

  // The catalogue, entered the way an operator does in the console (issue 22): pictures, categories, stores, goods.
  const { banners } = await seedDemoCatalogue(services);
  await services.platform.set('hotWords', ['耳機', '咖啡', '保溫', '露營', 'tea']);

  // Coupons as an operator would define and issue them: one for the demo member, one for newcomers.
  const welcome = await services.coupons.save({
    name: { 'zh-Hant': '新人滿 100 減 10', 'zh-Hans': '新人满 100 减 10', en: '10 off 100 for newcomers' },
    kind: 'mall',
    discountType: 'amount',
    amount: 10_00,
    percent: null,
    minSpend: 100_00,
    package: null,
    validDays: 30,
    validFrom: null,
    validTo: null,
    totalQuantity: null,
    perMemberLimit: null,
    scope: 'all',
    scopeIds: [],
    active: true,
    claimable: false,
  });
  const chatGift = await services.coupons.save({
    name: { 'zh-Hant': '聊天體驗包', 'zh-Hans': '聊天体验包', en: 'Chat trial pack' },
    kind: 'package',
    discountType: null,
    amount: null,
    percent: null,
    minSpend: null,
    package: { type: 'chat', questionsPerDay: 5, days: 7 },
    validDays: 30,
    validFrom: null,
    validTo: null,
    totalQuantity: null,
    perMemberLimit: null,
    scope: 'all',
    scopeIds: [],
    active: true,
    claimable: false,
  });
  // Offered on the home page for anyone to claim.
  await services.coupons.save({
    name: { 'zh-Hant': '商城 95 折券', 'zh-Hans': '商城 95 折券', en: '5% off in the mall' },
    kind: 'mall',
    discountType: 'percent',
    amount: null,
    percent: 5,
    minSpend: 50_00,
    package: null,
    validDays: 14,
    validFrom: null,
    validTo: null,
    totalQuantity: null,
    perMemberLimit: null,
    scope: 'all',
    scopeIds: [],
    active: true,
    claimable: true,
  });
  await services.coupons.issue(welcome.id, { to: 'member', userId: member.id });
  await services.coupons.issue(chatGift.id, { to: 'member', userId: member.id });
  await services.platform.set('registrationCoupons', [welcome.id]);
  // The home page's banners and popup notice, as an operator would publish them.
  await services.home.saveBanners({
    banners: [
      {
        title: { 'zh-Hant': '居家好物，UU 就能換', 'zh-Hans': '居家好物，UU 就能换', en: 'Good things for home, paid in UU' },
        image: banners.mall,
        link: '/pages/mall/index',
      },
      {
        title: { 'zh-Hant': '上網方案，月租更省', 'zh-Hans': '流量套餐，月付更省', en: 'Monthly data packages' },
        image: banners.plans,
        link: '/pages/mall/index',
      },
      {
        title: { 'zh-Hant': '茶與咖啡，門市自取', 'zh-Hans': '茶与咖啡，门店自提', en: 'Tea and coffee, picked up at the store' },
        image: banners.tea,
        link: '/pages/mall/index',
      },
    ],
  });
  await services.home.saveNotice({
    notice: {
      title: { 'zh-Hant': '歡迎使用 UU', 'zh-Hans': '欢迎使用 UU', en: 'Welcome to UU' },
      content: {
        'zh-Hant': '這是示範環境：示範會員已有 1,000 UU，可以逛商城、購買方案、簽到與提問。',
        'zh-Hans': '这是示范环境：示范会员已有 1,000 UU，可以逛商城、购买套餐、签到与提问。',
        en: 'This is a demo: the demo member holds 1,000 UU to try the mall, packages, check-in and the chat.',
      },
    },
  });
  // The contacts an operator would enter in the console (issue 9); example addresses, not real ones.
  await services.platform.set('customerService', {
    contacts: [
      { kind: 'email', value: 'support@uu.example', label: null },
      { kind: 'phone', value: '+886 2 2700 0000', label: { 'zh-Hant': '客服專線', 'zh-Hans': '客服专线', en: 'Support line' } },
    ],
    hours: {
      'zh-Hant': '週一至週五 09:00–18:00（台北時間）',
      'zh-Hans': '周一至周五 09:00–18:00（台北时间）',
      en: 'Mon–Fri 09:00–18:00 (Taipei time)',
    },
  });
  // The app builds an operator publishes for the download page (/download): Android and iOS, notes in every language.
  await services.versions.publish({
    platform: 1,
    version: '2.1.8',
    notes: {
      'zh-Hant': '新增錢包收支合計；修正地址表單的錯誤提示。',
      'zh-Hans': '新增钱包收支合计；修正地址表单的错误提示。',
      en: 'Wallet income and expense totals; clearer address form errors.',
    },
    url: 'https://download.uu.example/android/uu-2.1.8.apk',
    forced: false,
  });
  await services.versions.publish({
    platform: 2,
    version: '2.1.8',
    notes: {
      'zh-Hant': '新增錢包收支合計；修正地址表單的錯誤提示。',
      'zh-Hans': '新增钱包收支合计；修正地址表单的错误提示。',
      en: 'Wallet income and expense totals; clearer address form errors.',
    },
    url: 'https://download.uu.example/ios/',
    forced: false,
  });
  return { created: true };
}
