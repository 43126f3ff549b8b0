import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, login, multipart } from './helpers';
import { useTestApp } from './suite';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe.each(dialects)('profile and uploads on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    token = (await t.member({ email: 'profile@example.com' })).token;
    otherToken = (await t.member({ email: 'other-profile@example.com' })).token;
  });

  const upload = (parts: Parameters<typeof multipart>[0], as = token) => {
    const { payload, headers } = multipart(parts);
    return call(t.app, { method: 'POST', url: '/file/file/upload', payload, headers: { ...headers, satoken: as } });
  };
  const updateInfo = (payload: Record<string, unknown>, as = token) =>
    call(t.app, { method: 'POST', url: '/personInfo/updateUserInfo', headers: { satoken: as }, payload });

  describe('uploads', () => {
    it('stores an image under a server-made name and serves it with its type, cached and sandboxed', async () => {
      const res = await upload([{ name: 'file', filename: '../../etc/passwd.png', type: 'image/png', data: PNG }]);
      expect(res.code).toBe(200);
      // Re-encoded as WebP, named with its size (pictures.test.ts has the sizes).
      expect(res.data).toMatchObject({ contentType: 'image/webp', width: 1, height: 1 });
      expect(res.data.name).toMatch(/^[0-9a-f]{32}-1x1\.webp$/);
      expect(res.data.url).toBe(`/files/${res.data.name}`);

      const served = await t.app.inject({ method: 'GET', url: res.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.length).toBe(res.data.size);
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    });

    it('takes the type from the bytes: a GIF named .png is read as a GIF (and stored as WebP)', async () => {
      const res = await upload([{ name: 'pics', filename: 'photo.png', type: 'image/png', data: GIF }]);
      expect(res.data).toMatchObject({ contentType: 'image/webp', width: 1, height: 1 });
      expect(res.data.name).toMatch(/-1x1\.webp$/);
    });

    it('refuses svg and html whatever they are called or declared as', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      expect((await upload([{ name: 'file', filename: 'a.svg', type: 'image/svg+xml', data: svg }])).code).toBe(Code.UPLOAD_TYPE);
      expect((await upload([{ name: 'file', filename: 'a.png', type: 'image/png', data: svg }])).code).toBe(Code.UPLOAD_TYPE);
      const html = '<!doctype html><script>alert(1)</script>';
      expect((await upload([{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: html }])).code).toBe(Code.UPLOAD_TYPE);
    });

    it('takes images under 1 MB only: 1 MB less a byte passes, 1 MB and more do not', async () => {
      const sized = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
      expect((await upload([{ name: 'file', filename: 'a.png', data: sized(1024 * 1024 - 1) }])).code).toBe(200);
      const exact = await upload([{ name: 'file', filename: 'a.png', data: sized(1024 * 1024) }]);
      expect(exact.code).toBe(Code.UPLOAD_TOO_LARGE);
      const big = await upload([{ name: 'file', filename: 'a.png', data: sized(3 * 1024 * 1024) }]);
      expect(big).toMatchObject({ status: 200, code: Code.UPLOAD_TOO_LARGE });
    });

    it('needs exactly one file and a session', async () => {
      expect((await upload([{ name: 'note', data: 'hello' }])).code).toBe(Code.UPLOAD_MISSING);
      const two = await upload([
        { name: 'file', filename: 'a.png', data: PNG },
        { name: 'file2', filename: 'b.png', data: PNG },
      ]);
      expect(two).toMatchObject({ status: 400, code: Code.VALIDATION });
      const json = await call(t.app, { method: 'POST', url: '/file/file/upload', headers: { satoken: token }, payload: { file: 'x' } });
      expect(json.code).toBe(Code.UPLOAD_MISSING);
      const { payload, headers } = multipart([{ name: 'file', filename: 'a.png', data: PNG }]);
      expect((await call(t.app, { method: 'POST', url: '/file/file/upload', payload, headers })).code).toBe(Code.TOKEN_ABSENT);
    });

    it('serves only names the server could have made', async () => {
      for (const url of ['/files/..%2F..%2Fapp.db', '/files/app.db', `/files/${'0'.repeat(32)}.png`, `/files/${'a'.repeat(32)}.svg`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe(Code.NOT_FOUND);
      }
    });
  });

  describe('updateUserInfo', () => {
    it('sets the avatar to an own upload, and refuses another member’s or a made-up one', async () => {
      const mine = await upload([{ name: 'file', filename: 'me.png', data: PNG }]);
      const theirs = await upload([{ name: 'file', filename: 'them.png', data: PNG }], otherToken);
      const set = await updateInfo({ avatar: mine.data.url });
      expect(set).toMatchObject({ code: 200, data: { avatar: mine.data.url } });
      expect((await updateInfo({ avatar: theirs.data.url })).code).toBe(Code.AVATAR_NOT_FOUND);
      expect((await updateInfo({ avatar: `/files/${'b'.repeat(32)}.png` })).code).toBe(Code.AVATAR_NOT_FOUND);
      expect((await updateInfo({ avatar: 'https://evil.example/x.png' })).code).toBe(Code.VALIDATION);
      const info = await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: token } });
      expect(info.data.avatar).toBe(mine.data.url);
    });

    it('changes the nickname: 2-12 letters and digits, unique whatever the case', async () => {
      expect((await updateInfo({ nickname: 'Alice2026' })).data.nickname).toBe('Alice2026');
      expect((await updateInfo({ nickname: 'alice2026' }, otherToken)).code).toBe(Code.NICKNAME_TAKEN);
      // Keeping one's own nickname (in another case) is not "taken".
      expect((await updateInfo({ nickname: 'ALICE2026' })).code).toBe(200);
      for (const bad of ['a', 'x'.repeat(13), 'bad name', 'semi;colon', '']) {
        const res = await updateInfo({ nickname: bad }, otherToken);
        expect(res, bad).toMatchObject({ status: 400, code: Code.VALIDATION });
      }
      expect((await updateInfo({ nickname: '小明同學' }, otherToken)).code).toBe(200);
      expect((await updateInfo({})).code).toBe(Code.VALIDATION);
      // The new nickname signs in.
      expect((await login(t.app, 'alice2026')).code).toBe(200);
    });

    it('is served for GET too, the fields in the query', async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: '/personInfo/updateUserInfo',
        query: { nickname: 'ByQuery1' },
        headers: { satoken: otherToken },
      });
      expect(res).toMatchObject({ code: 200, data: { nickname: 'ByQuery1' } });
    });
  });

  it('customer service answers what the operator set, in the member’s language', async () => {
    const empty = await call(t.app, { method: 'GET', url: '/sysConfig/getCustomerService' });
    expect(empty).toMatchObject({ code: 200, data: { contacts: [], hours: null } });
    await t.app.services.platform.set('customerService', {
      contacts: [{ kind: 'email', value: 'help@uu.example', label: null }],
      hours: { 'zh-Hant': '週一至週五', en: 'Weekdays' },
    });
    const en = await call(t.app, { method: 'GET', url: '/sysConfig/getCustomerService', headers: { 'accept-language': 'en-US' } });
    expect(en.data).toEqual({ contacts: [{ kind: 'email', value: 'help@uu.example', label: null }], hours: 'Weekdays' });
    const hans = await call(t.app, { method: 'GET', url: '/sysConfig/getCustomerService', headers: { 'accept-language': 'zh-CN' } });
    expect(hans.data.hours).toBe('週一至週五');
  });
});
