import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

const LANG = { 'zh-Hant': 'zh-TW', 'zh-Hans': 'zh-CN', en: 'en-US' } as const;

describe.each(dialects)('content and maintenance on %s', (dialect) => {
  let token: string;
  let webDist: string;
  beforeAll(() => {
    // A stand-in for the built member app, to see that its files are served during maintenance.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>UU</title>');
  });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ env: { ...WALLET_ENV, WEB_DIST: webDist } }));
  beforeAll(async () => {
    token = (await t.member({ email: 'reader@example.com' })).token;
  });

  const get = (url: string, lang: string = LANG['zh-Hant'], headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url, headers: { 'accept-language': lang, ...headers } });

  describe('a fresh database', () => {
    it('has the guide, the company overview and the FAQ in each language', async () => {
      for (const [locale, lang] of Object.entries(LANG)) {
        const guide = await get('/content/guide', lang);
        expect(guide.code).toBe(200);
        expect(guide.data).toMatchObject({ slug: 'guide', locale });
        expect(guide.data.content).toContain('UU');
        const overview = await get('/content/companyOverview', lang);
        expect(overview.data).toMatchObject({ slug: 'companyOverview', locale });
        const faq = await get('/content/faq', lang);
        expect(faq.data.list.length).toBeGreaterThanOrEqual(5);
      }
      expect((await get('/content/guide')).data.title).toBe('新手指南');
      expect((await get('/content/guide', LANG.en)).data.title).toBe('Getting started');
      // The texts state the product's rules (spec §9): the withdrawal split, the check-in question.
      expect((await get('/content/guide', LANG.en)).data.content).toMatch(/1% fee, 33% becomes FB and 66% goes to U/);
      expect((await get('/content/guide')).data.content).toContain('每日簽到多送 1 次提問');
      expect((await get('/content/guide', LANG['zh-Hans'])).data.content).toContain('每日签到多送 1 次提问');
      const faq = (await get('/content/faq', LANG.en)).data.list as { question: string; sort: number }[];
      expect(faq[0]!.question).toBe('How do I activate my account?');
      expect(faq.map((q) => q.sort)).toEqual([...faq.map((q) => q.sort)].sort((a, b) => a - b));
    });

    it('lists the agreements with their titles in the member’s language', async () => {
      expect((await get('/agreement/list')).data.list).toEqual([
        { id: 1, title: '服務條款' },
        { id: 2, title: '隱私權政策' },
      ]);
      expect((await get('/agreement/list', LANG.en)).data.list).toEqual([
        { id: 1, title: 'Service Agreement' },
        { id: 2, title: 'Privacy Policy' },
      ]);
    });

    it('does not write the starting texts again over an operator’s edits and deletions', async () => {
      const before = (await operator(t, { method: 'GET', url: '/admin/content/faq' })).data.list as { id: number }[];
      await operator(t, { method: 'DELETE', url: `/admin/content/faq/${before[0]!.id}` });
      await t.app.services.content.ensureDefaultContent();
      expect((await operator(t, { method: 'GET', url: '/admin/content/faq' })).data.list).toHaveLength(before.length - 1);
    });
  });

  describe('operator calls', () => {
    it('replace a page; a missing translation falls back to zh-Hant, title included', async () => {
      const saved = await operator(t, {
        method: 'PUT',
        url: '/admin/content/page/companyOverview',
        payload: {
          title: { 'zh-Hant': '關於 UU', en: 'About UU' },
          content: { 'zh-Hant': '<p>繁體</p>', en: '<p>English</p>', 'zh-Hans': '  ' },
        },
      });
      expect(saved.code).toBe(200);
      expect(saved.data.content).toEqual({ 'zh-Hant': '<p>繁體</p>', en: '<p>English</p>' });
      expect((await get('/content/companyOverview', LANG.en)).data).toMatchObject({
        title: 'About UU',
        content: '<p>English</p>',
        locale: 'en',
      });
      expect((await get('/content/companyOverview', LANG['zh-Hans'])).data).toMatchObject({
        title: '關於 UU',
        content: '<p>繁體</p>',
        locale: 'zh-Hant',
      });
    });

    it('sanitize the HTML they write: no script, no event handlers, no javascript: links', async () => {
      const dirty =
        '<p onclick="x()">指南<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href="https://uu.example/help">b</a></p><iframe src="https://evil.example"></iframe>';
      const page = await operator(t, {
        method: 'PUT',
        url: '/admin/content/page/guide',
        payload: { title: { 'zh-Hant': '指南' }, content: { 'zh-Hant': dirty, en: '<script>only()</script>' } },
      });
      expect(page.code).toBe(200);
      const read = await get('/content/guide');
      expect(read.data.content).toBe(
        '<p>指南<img src="x" /><a rel="noopener noreferrer" target="_blank">a</a><a href="https://uu.example/help" rel="noopener noreferrer" target="_blank">b</a></p>',
      );
      expect(read.data.content).not.toMatch(/script|onerror|onclick|javascript|iframe/);
      // A translation that is nothing once cleaned is no translation: English readers get zh-Hant.
      expect((await get('/content/guide', LANG.en)).data.locale).toBe('zh-Hant');

      const faq = await operator(t, {
        method: 'POST',
        url: '/admin/content/faq',
        payload: {
          question: { 'zh-Hant': '安全嗎？' },
          answer: { 'zh-Hant': '<p>是<img src=x onerror=alert(1)></p><script>x</script>' },
          sort: 1,
        },
      });
      expect(faq.data.answer['zh-Hant']).toBe('<p>是<img src="x" /></p>');
      // zh-Hant that sanitizes to nothing is refused: every page needs its source text.
      const empty = await operator(t, {
        method: 'PUT',
        url: '/admin/content/page/guide',
        payload: { title: { 'zh-Hant': '指南' }, content: { 'zh-Hant': '<script>x</script>' } },
      });
      expect(empty.code).toBe(Code.VALIDATION);
    });

    it('keep the FAQ in its order; change and remove questions', async () => {
      const first = await operator(t, {
        method: 'POST',
        url: '/admin/content/faq',
        payload: { question: { 'zh-Hant': '最前面', en: 'First' }, answer: { 'zh-Hant': '<p>一</p>', en: '<p>one</p>' }, sort: 0 },
      });
      let list = (await get('/content/faq', LANG.en)).data.list as { id: number; question: string; answer: string }[];
      expect(list[0]).toEqual({ id: first.data.id, question: 'First', answer: '<p>one</p>', sort: 0 });
      // zh-Hans has no translation: question and answer both come in zh-Hant, never mixed.
      list = (await get('/content/faq', LANG['zh-Hans'])).data.list;
      expect(list[0]).toMatchObject({ question: '最前面', answer: '<p>一</p>' });

      const moved = await operator(t, {
        method: 'POST',
        url: '/admin/content/faq',
        payload: { id: first.data.id, question: { 'zh-Hant': '最後' }, answer: { 'zh-Hant': '<p>尾</p>' }, sort: 99_999 },
      });
      expect(moved.code).toBe(200);
      list = (await get('/content/faq')).data.list;
      expect(list.at(-1)).toMatchObject({ id: first.data.id, question: '最後' });

      expect((await operator(t, { method: 'DELETE', url: `/admin/content/faq/${first.data.id}` })).code).toBe(200);
      expect(((await get('/content/faq')).data.list as { id: number }[]).some((q) => q.id === first.data.id)).toBe(false);
      expect((await operator(t, { method: 'DELETE', url: `/admin/content/faq/${first.data.id}` })).code).toBe(Code.FAQ_NOT_FOUND);
      expect(
        (
          await operator(t, {
            method: 'POST',
            url: '/admin/content/faq',
            payload: { id: 999_999, question: { 'zh-Hant': '?' }, answer: { 'zh-Hant': '<p>?</p>' } },
          })
        ).code,
      ).toBe(Code.FAQ_NOT_FOUND);
    });

    it('are refused to members and visitors, and change nothing', async () => {
      const before = (await get('/content/guide')).data.content;
      const attempts = [
        {
          method: 'PUT' as const,
          url: '/admin/content/page/guide',
          payload: { title: { 'zh-Hant': 'x' }, content: { 'zh-Hant': '<p>hacked</p>' } },
        },
        {
          method: 'POST' as const,
          url: '/admin/content/faq',
          payload: { question: { 'zh-Hant': 'x' }, answer: { 'zh-Hant': '<p>x</p>' } },
        },
        { method: 'DELETE' as const, url: '/admin/content/faq/1' },
        { method: 'PUT' as const, url: '/admin/maintenance', payload: { on: true } },
        { method: 'GET' as const, url: '/admin/content/faq' },
      ];
      for (const attempt of attempts) {
        for (const headers of [{ satoken: token }, {}, { 'x-operator-key': 'wrong-key' }]) {
          const res = await call(t.app, { ...attempt, headers });
          expect(res.code, `${attempt.method} ${attempt.url}`).toBe(Code.OPERATOR_ONLY);
          expect(res.status).toBe(403);
        }
      }
      expect((await get('/content/guide')).data.content).toBe(before);
      expect((await get('/sysConfig/maintenance')).data).toEqual({ on: false, message: null });
    });

    it('validate their bodies with the contract', async () => {
      expect(
        (
          await operator(t, {
            method: 'PUT',
            url: '/admin/content/page/banner',
            payload: { title: { 'zh-Hant': 'x' }, content: { 'zh-Hant': '<p>x</p>' } },
          })
        ).code,
      ).toBe(Code.VALIDATION);
      expect(
        (
          await operator(t, {
            method: 'PUT',
            url: '/admin/content/page/guide',
            payload: { title: { en: 'x' }, content: { en: '<p>x</p>' } },
          })
        ).code,
      ).toBe(Code.VALIDATION);
      expect((await operator(t, { method: 'PUT', url: '/admin/maintenance', payload: { on: 'yes' } })).code).toBe(Code.VALIDATION);
    });
  });

  it('feeds the built-in assistant: it answers from what the operator wrote in the FAQ', async () => {
    await operator(t, {
      method: 'POST',
      url: '/admin/content/faq',
      payload: {
        question: { 'zh-Hant': '吉祥物？', en: 'What is the platform mascot?' },
        answer: { 'zh-Hant': '<p>藍色貓頭鷹</p>', en: '<p>The mascot is a blue owl called Hoot.</p>' },
        sort: 5,
      },
    });
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
    const frames: { type: string; text?: string }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
    await expect.poll(() => frames.some((f) => f.type === 'ready'), { timeout: 10_000 }).toBe(true);
    ws.send(JSON.stringify({ type: 'ask', id: 'mascot-1', question: 'Who is the mascot, the owl?' }));
    await expect.poll(() => frames.some((f) => f.type === 'done'), { timeout: 10_000 }).toBe(true);
    ws.terminate();
    expect(
      frames
        .filter((f) => f.type === 'delta')
        .map((f) => f.text)
        .join(''),
    ).toContain('blue owl called Hoot');
  });

  describe('maintenance', () => {
    const setMaintenance = (payload: Record<string, unknown>) => operator(t, { method: 'PUT', url: '/admin/maintenance', payload });

    it('answers every member call with its code and the message in the member’s language; operators and health pass', async () => {
      const on = await setMaintenance({ on: true, message: { 'zh-Hant': '系統升級中，預計 06:00 恢復', en: 'Upgrading until 06:00' } });
      expect(on.data).toEqual({ on: true, message: { 'zh-Hant': '系統升級中，預計 06:00 恢復', en: 'Upgrading until 06:00' } });
      try {
        // Required, optional and public member calls alike, before the token is looked at.
        const profile = await get('/personInfo/getUserInfo', LANG.en, { satoken: token });
        expect(profile).toMatchObject({ status: 503, code: Code.MAINTENANCE, msg: 'Upgrading until 06:00', data: null });
        expect(await get('/personInfo/getUserInfo', LANG.en, { satoken: 'not-a-token' })).toMatchObject({ code: Code.MAINTENANCE });
        expect(await get('/personInfo/getUserInfo')).toMatchObject({ code: Code.MAINTENANCE, msg: '系統升級中，預計 06:00 恢復' });
        // No operator text in zh-Hans: the catalogue's message in zh-Hans.
        expect(await get('/content/guide', LANG['zh-Hans'])).toMatchObject({ code: Code.MAINTENANCE, msg: '平台维护中，请稍后再来' });
        expect(await get('/sms/sendCode?account=a@example.com&purpose=register', LANG.en)).toMatchObject({ code: Code.MAINTENANCE });
        const signIn = await call(t.app, {
          method: 'POST',
          url: '/auth/doLogin',
          payload: { account: 'reader@example.com', password: 'x'.repeat(64) },
        });
        expect(signIn).toMatchObject({ status: 503, code: Code.MAINTENANCE });

        // What still passes: the status call, health, operators, unknown paths, uploaded files.
        expect(await get('/sysConfig/maintenance', LANG.en)).toMatchObject({
          code: 200,
          data: { on: true, message: 'Upgrading until 06:00' },
        });
        expect(await get('/sysConfig/maintenance', LANG['zh-Hans'])).toMatchObject({
          code: 200,
          data: { on: true, message: '平台维护中，请稍后再来' },
        });
        expect(await get('/health')).toMatchObject({ code: 200, data: { status: 'ok' } });
        expect(await operator(t, { method: 'GET', url: '/admin/content/faq' })).toMatchObject({ code: 200 });
        expect(await get('/no/such/path')).toMatchObject({ status: 404, code: Code.NOT_FOUND });
        const file = await t.app.inject({ method: 'GET', url: '/files/0123456789abcdef0123456789abcdef.png' });
        expect(file.statusCode).toBe(404);
        // The app itself and the API's description still load (the app then shows the notice).
        const app = await t.app.inject({ method: 'GET', url: '/' });
        expect(app.statusCode).toBe(200);
        expect(app.body).toContain('<title>UU</title>');
        expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
      } finally {
        await setMaintenance({ on: false });
      }
      expect(await get('/personInfo/getUserInfo', LANG.en, { satoken: token })).toMatchObject({ code: 200 });
      expect((await get('/sysConfig/maintenance')).data).toEqual({ on: false, message: null });
    });

    it('is read from memory for 5 seconds: another instance’s switch takes effect here within that time', async () => {
      expect((await get('/content/faq')).code).toBe(200); // the setting is now cached as off
      // Another instance switches it on (same database, not this instance's cache).
      await t.app.services.platform.set('maintenance', { on: true, message: {} });
      try {
        expect((await get('/content/faq')).code).toBe(200);
        t.clock.advance(5_001);
        expect(await get('/content/faq', LANG.en)).toMatchObject({
          code: Code.MAINTENANCE,
          msg: 'The platform is under maintenance. Please come back later.',
        });
        await t.app.services.platform.set('maintenance', { on: false, message: {} });
        expect((await get('/content/faq')).code).toBe(Code.MAINTENANCE);
        t.clock.advance(5_001);
        expect((await get('/content/faq')).code).toBe(200);
      } finally {
        await setMaintenance({ on: false });
      }
    });

    it('refuses new chat sockets with its code and message', async () => {
      await setMaintenance({ on: true, message: { en: 'Back soon' } });
      try {
        if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        const frames: unknown[] = [];
        const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
        ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
        ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
        expect(await closed).toBe(4503);
        expect(frames).toEqual([{ type: 'error', id: null, code: Code.MAINTENANCE, msg: 'Back soon', allowance: null }]);
      } finally {
        await setMaintenance({ on: false });
      }
    });
  });
});
