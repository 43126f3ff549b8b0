import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

describe.each(dialects)('versions on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

  const publish = (payload: Record<string, unknown>) => operator(t, { method: 'POST', url: '/admin/versions', payload });
  const ask = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: '/version/getNewVersion', query, headers });
  const notes = (text: string) => ({ 'zh-Hant': `${text}（繁）`, 'zh-Hans': `${text}（简）`, en: `${text} (en)` });

  it('a fresh installation knows h5 2.1.7, so this client is up to date', async () => {
    const res = await ask({ platform: '3', version: '2.1.7' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      latest: { platform: 3, version: '2.1.7', forced: false },
      hasUpdate: false,
      forced: false,
      clientVersion: '2.1.7',
    });
    // No other platform has a release yet.
    expect((await ask({ platform: '1', version: '2.1.7' })).data).toEqual({
      latest: null,
      clientVersion: '2.1.7',
      hasUpdate: false,
      forced: false,
    });
  });

  it('answers the newest version of the platform asked, by number (2.1.10 > 2.1.9), with the notes in the language', async () => {
    for (const version of ['2.1.9', '2.1.10', '2.1.8']) {
      const res = await publish({
        platform: 1,
        version,
        notes: notes(`android ${version}`),
        url: `https://dl.example.com/uu-${version}.apk`,
      });
      expect(res.code).toBe(200);
    }
    expect((await publish({ platform: 2, version: '3.0.0', notes: { 'zh-Hant': 'ios' }, url: 'https://apps.example.com/uu' })).code).toBe(
      200,
    );

    const android = await ask({ platform: '1', version: '2.1.7' }, { 'accept-language': 'en-US' });
    expect(android.data).toMatchObject({
      latest: { platform: 1, version: '2.1.10', notes: 'android 2.1.10 (en)', url: 'https://dl.example.com/uu-2.1.10.apk', forced: false },
      hasUpdate: true,
      forced: false,
    });
    expect((await ask({ platform: '1', version: '2.1.7' }, { 'accept-language': 'zh-CN' })).data.latest.notes).toBe('android 2.1.10（简）');
    expect((await ask({ platform: '1', version: '2.1.7' })).data.latest.notes).toBe('android 2.1.10（繁）');
    // Missing translations fall back to zh-Hant.
    expect((await ask({ platform: '2', version: '2.1.7' }, { 'accept-language': 'en-US' })).data.latest).toMatchObject({
      version: '3.0.0',
      notes: 'ios',
    });
    // 2.1.10 is not older than 2.1.9 even though it sorts before it as text.
    expect((await ask({ platform: '1', version: '2.1.10' })).data).toMatchObject({ hasUpdate: false });
    expect((await ask({ platform: '1', version: '2.1.9' })).data).toMatchObject({ hasUpdate: true });
    // h5 is untouched by android's releases.
    expect((await ask({ platform: '3', version: '2.1.7' })).data).toMatchObject({ latest: { version: '2.1.7' }, hasUpdate: false });

    const newest = await call(t.app, { method: 'GET', url: '/version/listNewest', headers: { 'accept-language': 'en-US' } });
    expect(newest.data.map((v: { platform: number; version: string }) => [v.platform, v.version])).toEqual([
      [1, '2.1.10'],
      [2, '3.0.0'],
      [3, '2.1.7'],
    ]);
  });

  it('is forced when any version between the client and the newest is forced', async () => {
    await publish({ platform: 4, version: '2.2.0', notes: notes('wx 2.2.0'), url: '/', forced: true });
    await publish({ platform: 4, version: '2.3.0', notes: notes('wx 2.3.0'), url: '/' });
    expect((await ask({ platform: '4', version: '2.1.7' })).data).toMatchObject({
      latest: { version: '2.3.0', forced: false },
      hasUpdate: true,
      forced: true,
    });
    expect((await ask({ platform: '4', version: '2.2.0' })).data).toMatchObject({ hasUpdate: true, forced: false });
    // The client's version from the header when the query has none.
    expect((await ask({ platform: '4' }, { 'client-version': '2.1.9' })).data).toMatchObject({ clientVersion: '2.1.9', forced: true });
    expect((await ask({ platform: '4' }, { 'client-version': '2.3.0' })).data).toMatchObject({ hasUpdate: false, forced: false });
    // Without any client version, nothing is newer.
    expect((await ask({ platform: '4' })).data).toMatchObject({ clientVersion: null, hasUpdate: false, forced: false });
  });

  it('publishing the same platform and version again corrects it instead of adding a second row', async () => {
    await publish({ platform: 4, version: '2.3.0', notes: notes('corrected'), url: '/', forced: true });
    const listed = await operator(t, { method: 'GET', url: '/admin/versions?platform=4' });
    expect(listed.code).toBe(200);
    expect(listed.data.map((v: { version: string; forced: boolean }) => [v.version, v.forced])).toEqual([
      ['2.3.0', true],
      ['2.2.0', true],
    ]);
    expect(listed.data[0].notes.en).toBe('corrected (en)');
    const all = await operator(t, { method: 'GET', url: '/admin/versions' });
    expect(all.data.length).toBeGreaterThanOrEqual(7);
  });

  it('only operators publish or list; members and visitors are refused', async () => {
    const body = { platform: 3, version: '9.9.9', notes: { 'zh-Hant': 'x' }, url: '/', forced: true };
    const visitor = await call(t.app, { method: 'POST', url: '/admin/versions', payload: body });
    expect(visitor.code).toBe(Code.OPERATOR_ONLY);
    const m = await t.readyMember({ payPassword: false, active: false });
    const member = await call(t.app, { method: 'POST', url: '/admin/versions', payload: body, headers: { satoken: m.token } });
    expect(member.code).toBe(Code.OPERATOR_ONLY);
    const wrongKey = await call(t.app, { method: 'POST', url: '/admin/versions', payload: body, headers: { 'x-operator-key': 'nope' } });
    expect(wrongKey.code).toBe(Code.OPERATOR_ONLY);
    expect((await call(t.app, { method: 'GET', url: '/admin/versions' })).code).toBe(Code.OPERATOR_ONLY);
    // Nothing was published.
    expect((await ask({ platform: '3', version: '2.1.7' })).data).toMatchObject({ latest: { version: '2.1.7' }, forced: false });
  });

  it('refuses bad input one field at a time', async () => {
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const res = await publish({ platform: 1, version: '1.0.0', notes: { 'zh-Hant': 'x' }, url: '/', ...payload });
      expect(res.code, JSON.stringify(payload)).toBe(Code.VALIDATION);
      expect(JSON.stringify(res.data)).toContain(field);
    };
    await refused({ platform: 5 }, 'platform');
    await refused({ platform: 0 }, 'platform');
    await refused({ version: '2.1.x' }, 'version');
    await refused({ version: '2..1' }, 'version');
    await refused({ version: '' }, 'version');
    await refused({ url: 'javascript:alert(1)' }, 'url');
    await refused({ url: 'ftp://example.com/a.apk' }, 'url');
    await refused({ notes: {} }, 'notes');
    expect((await ask({ platform: '7', version: '2.1.7' })).code).toBe(Code.VALIDATION);
    expect((await ask({ platform: 'h5', version: '2.1.7' })).code).toBe(Code.VALIDATION);
    expect((await ask({ platform: '3', version: 'latest' })).code).toBe(Code.VALIDATION);
    expect((await ask({ platform: '3' }, { 'client-version': 'x.y' })).code).toBe(Code.VALIDATION);
    const missing = await call(t.app, { method: 'GET', url: '/version/getNewVersion' });
    expect(missing.code).toBe(Code.VALIDATION);
    expect(missing.status).toBe(400);
  });
});

describe('the installable app (PWA files of the built member app)', () => {
  const t = useTestApp('sqlite', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const worker = "self.addEventListener('fetch', () => {});";
    fs.writeFileSync(path.join(dir, 'sw.js'), worker);
    fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(worker));
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"UU"}');
    return { env: { WEB_DIST: dir } };
  });

  it('serves the service worker revalidated on every visit, and the manifest with its type', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the copy the build compressed to a browser that accepts it, with the same headers', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain("addEventListener('fetch'");
    // No compressed copy of the manifest: sent as it is.
    const plain = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('{"name":"UU"}');
  });
});
