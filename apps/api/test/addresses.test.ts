import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { PNG } from './wallet-helpers';

describe.each(dialects)('addresses on %s', (dialect) => {
  const t = useTestApp(dialect, { env: { CODES_PER_IP_PER_DAY: '100000' } });

  const member = async () => (await t.member({ prefix: 'addr' })).token;
  const regions = (parent?: string, lang = 'zh-TW') =>
    call(t.app, { method: 'GET', url: '/address/region', query: parent ? { parent } : {}, headers: { 'accept-language': lang } });
  const save = (token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/address/save', headers: { satoken: token }, payload });
  const list = (token: string, lang = 'zh-TW') =>
    call(t.app, { method: 'PUT', url: '/address/list', headers: { satoken: token, 'accept-language': lang } });
  const good = { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' };

  it('serves the region tree level by level, in the request language', async () => {
    const top = await regions();
    expect(top.data.list.map((r: { code: string; name: string }) => [r.code, r.name])).toEqual([
      ['TW', '臺灣'],
      ['HK', '香港'],
      ['MO', '澳門'],
      ['CN', '中國大陸'],
    ]);
    const taipei = (await regions('TW')).data.list[0];
    expect(taipei).toEqual({ code: 'TW-01', name: '臺北市', hasChildren: true });
    expect((await regions('TW-01')).data.list[0]).toEqual({ code: 'TW-100', name: '中正區', hasChildren: false });
    expect((await regions('TW-01', 'en-US')).data.list[0].name).toBe('Zhongzheng District');
    expect((await regions('TW', 'zh-CN')).data.list[0].name).toBe('台北市');
    const hk = await regions('HK');
    expect(hk.data.list.map((r: { name: string }) => r.name)).toEqual(['香港島', '九龍', '新界']);
    const beijing = (await regions('CN')).data.list[0];
    expect(beijing).toMatchObject({ code: 'CN-11', name: '北京市', hasChildren: true });
    const count = await t.app.db.kysely
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(3800);
  });

  it('keeps the member’s addresses: the first is the default, marking another moves it', async () => {
    const token = await member();
    const first = await save(token, good);
    expect(first.data).toMatchObject({
      consignee: '陳小明',
      isDefault: true,
      region: [
        { code: 'TW', name: '臺灣' },
        { code: 'TW-01', name: '臺北市' },
        { code: 'TW-100', name: '中正區' },
      ],
    });
    const second = await save(token, { ...good, consignee: 'Lee', isDefault: true });
    expect(second.data.isDefault).toBe(true);
    const listed = await list(token, 'en-US');
    expect(listed.data.list.map((a: { consignee: string; isDefault: boolean }) => [a.consignee, a.isDefault])).toEqual([
      ['Lee', true],
      ['陳小明', false],
    ]);
    expect(listed.data.list[0].region.at(-1)).toEqual({ code: 'TW-100', name: 'Zhongzheng District' });

    const updated = await call(t.app, {
      method: 'POST',
      url: '/address/update',
      headers: { satoken: token },
      payload: { ...good, id: first.data.id, detail: '中山南路 21 號三樓', isDefault: true },
    });
    expect(updated.data).toMatchObject({ detail: '中山南路 21 號三樓', isDefault: true });
    expect((await list(token)).data.list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    // Deleting the default makes the newest left the default.
    const del = await call(t.app, {
      method: 'DELETE',
      url: '/address',
      query: { ids: String(first.data.id) },
      headers: { satoken: token },
    });
    expect(del.data).toEqual({ deleted: 1 });
    expect((await list(token)).data.list).toMatchObject([{ id: second.data.id, isDefault: true }]);
  });

  it('checks each rule alone (spec §5): region and consignee required, detail longer than 6, a last-level region, a later installation date', async () => {
    const token = await member();
    const issue = async (payload: Record<string, unknown>) => {
      const res = await save(token, payload);
      return res.code === Code.VALIDATION ? res.data.issues.map((i: { path: string }) => i.path) : res.code;
    };
    expect(await issue({ ...good, consignee: '' })).toEqual(['consignee']);
    expect(await issue({ ...good, regionCode: '' })).toEqual(['regionCode']);
    expect(await issue({ ...good, detail: '一二三四五六' })).toEqual(['detail']);
    expect(await issue({ ...good, detail: '一二三四五六七' })).toBe(200);
    expect(await issue({ ...good, phone: '12' })).toEqual(['phone']);
    expect(await issue({ ...good, regionCode: 'TW-01' })).toBe(Code.REGION_NOT_FOUND);
    expect(await issue({ ...good, regionCode: 'XX-1' })).toBe(Code.REGION_NOT_FOUND);
    // ManualClock: 2026-11-22 in Taipei.
    expect(await issue({ ...good, installationTime: '2026-11-22' })).toBe(Code.INSTALLATION_DATE_NOT_LATER);
    expect(await issue({ ...good, installationTime: '2026-11-23' })).toBe(200);
    expect(await issue({ ...good, installationTime: '23/11/2026' })).toEqual(['installationTime']);
    // A date already kept is not judged again: an old address can still be marked default.
    const kept = await save(token, { ...good, installationTime: '2026-11-25' });
    t.clock.advance(5 * 24 * 3600 * 1000);
    const marked = await call(t.app, {
      method: 'POST',
      url: '/address/update',
      headers: { satoken: token },
      payload: { ...good, id: kept.data.id, installationTime: '2026-11-25', isDefault: true },
    });
    expect(marked.data).toMatchObject({ isDefault: true, installationTime: '2026-11-25' });
    const moved = await call(t.app, {
      method: 'POST',
      url: '/address/update',
      headers: { satoken: token },
      payload: { ...good, id: kept.data.id, installationTime: '2026-11-26' },
    });
    expect(moved.code).toBe(Code.INSTALLATION_DATE_NOT_LATER);
    const message = await save(token, { ...good, detail: 'short' });
    expect(message.msg).toBe('詳細地址須多於 6 個字');
  });

  it('refuses an installation date that is not on the calendar, in the member’s language, and stores nothing', async () => {
    const token = await member();
    for (const installationTime of ['2030-02-30', '2030-13-01', '2030-04-31', '2031-02-29', '2030-00-10']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: token, 'accept-language': 'en-US' },
        payload: { ...good, installationTime },
      });
      expect(res.code, installationTime).toBe(Code.VALIDATION);
      expect(res.msg).toBe('This date does not exist on the calendar.');
      expect(res.data.issues.map((i: { path: string }) => i.path)).toEqual(['installationTime']);
    }
    const zh = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: token, 'accept-language': 'zh-CN' },
      payload: { ...good, installationTime: '2030-02-30' },
    });
    expect(zh.msg).toBe('日历上没有这一天');
    expect((await list(token)).data.list).toEqual([]);
    // A leap day is a real day.
    expect((await save(token, { ...good, installationTime: '2032-02-29' })).data.installationTime).toBe('2032-02-29');
  });

  it('takes an installation picture only from the member’s own uploads', async () => {
    const token = await member();
    const other = await member();
    const boundary = '----pic';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await call(t.app, {
      method: 'POST',
      url: '/file/file/upload',
      payload,
      headers: { satoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect((await save(other, { ...good, installationPicture: upload.data.url })).code).toBe(Code.INSTALLATION_PICTURE_NOT_FOUND);
    expect((await save(token, { ...good, installationPicture: upload.data.url, installationTime: '2026-12-01' })).data).toMatchObject({
      installationPicture: upload.data.url,
      installationTime: '2026-12-01',
    });
  });

  it('never shows or changes another member’s address', async () => {
    const mine = await member();
    const theirs = await member();
    const address = await save(theirs, good);
    expect((await list(mine)).data.list).toEqual([]);
    const update = await call(t.app, {
      method: 'POST',
      url: '/address/update',
      headers: { satoken: mine },
      payload: { ...good, id: address.data.id },
    });
    expect(update.code).toBe(Code.ADDRESS_NOT_FOUND);
    const del = await call(t.app, {
      method: 'DELETE',
      url: '/address',
      query: { ids: String(address.data.id) },
      headers: { satoken: mine },
    });
    expect(del.code).toBe(Code.ADDRESS_NOT_FOUND);
    expect((await list(theirs)).data.list).toHaveLength(1);
    expect((await call(t.app, { method: 'DELETE', url: '/address', query: { ids: 'x' }, headers: { satoken: mine } })).code).toBe(
      Code.VALIDATION,
    );
  });
  it('keeps an installation site on the map: saved, changed, cleared and listed, rounded to six decimals', async () => {
    const token = await member();
    // Without a place: both null (older addresses and members who never chose one).
    const plain = await save(token, good);
    expect(plain.data).toMatchObject({ latitude: null, longitude: null });

    const site = await save(token, { ...good, latitude: 25.0339639, longitude: 121.5644722 });
    expect(site.data).toMatchObject({ latitude: 25.033964, longitude: 121.564472 });

    // Negative and edge values survive both engines exactly.
    const moved = await call(t.app, {
      method: 'POST',
      url: '/address/update',
      headers: { satoken: token },
      payload: { ...good, id: site.data.id, latitude: -33.8567844, longitude: -180 },
    });
    expect(moved.data).toMatchObject({ id: site.data.id, latitude: -33.856784, longitude: -180 });
    const listed = await list(token);
    expect(listed.data.list.find((a: { id: number }) => a.id === site.data.id)).toMatchObject({ latitude: -33.856784, longitude: -180 });
    expect(listed.data.list.find((a: { id: number }) => a.id === plain.data.id)).toMatchObject({ latitude: null, longitude: null });

    // An update without the pair clears it (the form always sends the whole address).
    const cleared = await call(t.app, {
      method: 'POST',
      url: '/address/update',
      headers: { satoken: token },
      payload: { ...good, id: site.data.id },
    });
    expect(cleared.data).toMatchObject({ latitude: null, longitude: null });
    const row = await t.app.db.kysely
      .selectFrom('addresses')
      .select(['latitude', 'longitude'])
      .where('id', '=', site.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ latitude: null, longitude: null });
  });

  it('refuses half a place or one off the globe, naming the field', async () => {
    const token = await member();
    const issues = async (payload: Record<string, unknown>, update?: number) => {
      const res = update
        ? await call(t.app, { method: 'POST', url: '/address/update', headers: { satoken: token }, payload: { ...payload, id: update } })
        : await save(token, payload);
      expect(res.code).toBe(Code.VALIDATION);
      return { paths: res.data.issues.map((i: { path: string }) => i.path), msg: res.msg };
    };
    expect(await issues({ ...good, latitude: 25.03 })).toEqual({ paths: ['longitude'], msg: '緯度和經度須同時填寫' });
    expect((await issues({ ...good, longitude: 121.5 })).paths).toEqual(['latitude']);
    expect((await issues({ ...good, latitude: 25.03, longitude: null })).paths).toEqual(['longitude']);
    expect(await issues({ ...good, latitude: 90.0001, longitude: 121.5 })).toEqual({ paths: ['latitude'], msg: '緯度須在 -90 到 90 之間' });
    expect((await issues({ ...good, latitude: -91, longitude: 121.5 })).paths).toEqual(['latitude']);
    expect((await issues({ ...good, latitude: 25, longitude: 180.5 })).paths).toEqual(['longitude']);
    expect((await issues({ ...good, latitude: 25, longitude: -181 })).paths).toEqual(['longitude']);
    expect((await issues({ ...good, latitude: '25', longitude: '121' })).paths).toEqual(['latitude', 'longitude']);
    // The edges themselves are places.
    expect((await save(token, { ...good, latitude: 90, longitude: 180 })).data).toMatchObject({ latitude: 90, longitude: 180 });
    expect((await save(token, { ...good, latitude: -90, longitude: -180 })).data).toMatchObject({ latitude: -90, longitude: -180 });
    // The same rules on update, and nothing was written by a refused one.
    const kept = await save(token, { ...good, latitude: 22.3, longitude: 114.17 });
    expect((await issues({ ...good, latitude: 22.3 }, kept.data.id)).paths).toEqual(['longitude']);
    expect((await issues({ ...good, latitude: 22.3, longitude: 200 }, kept.data.id)).paths).toEqual(['longitude']);
    expect((await list(token)).data.list.find((a: { id: number }) => a.id === kept.data.id)).toMatchObject({
      latitude: 22.3,
      longitude: 114.17,
    });
    // The English message follows accept-language.
    const en = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: token, 'accept-language': 'en-US' },
      payload: { ...good, longitude: 1 },
    });
    expect(en.msg).toBe('Please enter both the latitude and the longitude.');
  });
});
