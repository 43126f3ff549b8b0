import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Services } from '../app';
import { DEMO_CATEGORIES, DEMO_GOODS, type DemoCategoryKey } from './demo-goods';

/**
 * The demo catalogue (issue 22), entered the way an operator does in the console: each picture uploaded through
 * the console's upload, then categories with icons, two stores with a storefront picture, 24 goods with a gallery
 * and detail pictures, and the flow and chat packages. The pictures are the project's own (demo-pictures/README.md).
 */
export async function seedDemoCatalogue(services: Services): Promise<{ banners: Record<'mall' | 'plans' | 'tea', string> }> {
  const dir = picturesDir();
  const upload = async (name: string, model: string) =>
    (await services.files.saveAdminImage(await readFile(`${dir}/${name}.webp`), model, null)).url;
  const locale = 'zh-Hant';

  const plans = await services.mall.saveCategory(
    { name: { 'zh-Hant': '方案', 'zh-Hans': '套餐', en: 'Packages' }, icon: await upload('category-plans', 'category'), sort: 0 },
    locale,
  );
  const categories = new Map<DemoCategoryKey, number>();
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    const icon = await upload(`category-${category.key}`, 'category');
    categories.set(category.key, (await services.mall.saveCategory({ name: category.name, icon, sort: index + 1 }, locale)).id);
  }

  const stores = {
    xinyi: await services.mall.saveStore(
      {
        name: { 'zh-Hant': '信義示範門市', 'zh-Hans': '信义示范门店', en: 'Xinyi demo store' },
        address: { 'zh-Hant': '臺北市信義區市府路 45 號', 'zh-Hans': '台北市信义区市府路 45 号', en: '45 Shifu Rd, Xinyi, Taipei' },
        phone: '+886 2 2700 0000',
        hours: { 'zh-Hant': '每日 10:00–21:00', 'zh-Hans': '每日 10:00–21:00', en: 'Daily 10:00–21:00' },
        latitude: 25.0339,
        longitude: 121.5645,
        picture: await upload('store-xinyi', 'store'),
      },
      locale,
    ),
    zhongshan: await services.mall.saveStore(
      {
        name: { 'zh-Hant': '中山示範門市', 'zh-Hans': '中山示范门店', en: 'Zhongshan demo store' },
        address: {
          'zh-Hant': '臺北市中山區南京西路 12 號',
          'zh-Hans': '台北市中山区南京西路 12 号',
          en: '12 Nanjing W Rd, Zhongshan, Taipei',
        },
        phone: '+886 2 2511 0000',
        hours: { 'zh-Hant': '每日 09:00–22:00', 'zh-Hans': '每日 09:00–22:00', en: 'Daily 09:00–22:00' },
        latitude: 25.0526,
        longitude: 121.5203,
        picture: await upload('store-zhongshan', 'store'),
      },
      locale,
    ),
  };

  const gallery = async (key: string) => ({
    images: await Promise.all([1, 2, 3, 4].map((n) => upload(`goods-${key}-${n}`, 'goods'))),
    detailImages: await Promise.all(['detail1', 'detail2'].map((n) => upload(`goods-${key}-${n}`, 'goods'))),
  });

  // Flow and chat packages: virtual goods with a plan (a monthly package is 30 days, spec §9).
  const packages = [
    {
      key: 'data10',
      name: { 'zh-Hant': '月租上網 10GB', 'zh-Hans': '月付流量 10GB', en: 'Monthly data 10 GB' },
      price: 99_00,
      referencePrice: 149_00,
      plan: { type: 'flow' as const, dataMb: 10_240, days: 30 },
    },
    {
      key: 'data30',
      name: { 'zh-Hant': '月租上網 30GB', 'zh-Hans': '月付流量 30GB', en: 'Monthly data 30 GB' },
      price: 199_00,
      referencePrice: 299_00,
      plan: { type: 'flow' as const, dataMb: 30_720, days: 30 },
    },
    {
      key: 'chatpack',
      name: { 'zh-Hant': '聊天加量包（每日 +10 題）', 'zh-Hans': '聊天加量包（每日 +10 题）', en: 'Chat pack (+10 questions a day)' },
      price: 49_00,
      referencePrice: 69_00,
      plan: { type: 'chat' as const, questionsPerDay: 10, days: 30 },
    },
  ];
  for (const p of packages) {
    await services.mall.saveGoods(
      {
        categoryId: plans.id,
        name: p.name,
        description: {
          'zh-Hant': `<p>${p.name['zh-Hant']}，購買後立即生效，30 天有效，到期不自動續約。</p>`,
          'zh-Hans': `<p>${p.name['zh-Hans']}，购买后立即生效，30 天有效，到期不自动续订。</p>`,
          en: `<p>${p.name.en}: starts at once and lasts 30 days; it does not renew by itself.</p>`,
        },
        ...(await gallery(p.key)),
        price: p.price,
        referencePrice: p.referencePrice,
        fbPercent: 0,
        deliveryType: 'virtual',
        stock: 100_000,
        storeIds: [],
        onSale: true,
        plan: p.plan,
      },
      locale,
    );
  }

  for (const g of DEMO_GOODS) {
    const categoryId = categories.get(g.category);
    if (categoryId === undefined) throw new Error(`demo goods ${g.key}: no category ${g.category}`);
    await services.mall.saveGoods(
      {
        categoryId,
        name: g.name,
        description: { 'zh-Hant': `<p>${g.about['zh-Hant']}</p>`, 'zh-Hans': `<p>${g.about['zh-Hans']}</p>`, en: `<p>${g.about.en}</p>` },
        ...(await gallery(g.key)),
        price: g.price,
        referencePrice: g.referencePrice,
        fbPercent: g.fbPercent,
        deliveryType: g.deliveryType,
        stock: g.stock,
        storeIds: (g.stores ?? []).map((s) => stores[s].id),
        onSale: true,
        plan: null,
      },
      locale,
    );
  }

  return {
    banners: {
      mall: await upload('banner-mall', 'banner'),
      plans: await upload('banner-plans', 'banner'),
      tea: await upload('banner-tea', 'banner'),
    },
  };
}

/** demo-pictures/: beside the bundle (dist/demo-pictures, copied by build.mjs) or in the API's folder (src/db → ../../). */
function picturesDir(): string {
  const candidates = [new URL('./demo-pictures', import.meta.url), new URL('../../demo-pictures', import.meta.url)].map((u) =>
    fileURLToPath(u),
  );
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`The demo pictures are missing (looked in ${candidates.join(', ')})`);
  return found;
}
