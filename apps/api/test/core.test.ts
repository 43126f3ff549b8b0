import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { ConfigError, parseEnv } from '../src/plugins/env';
import { loggerOptions } from '../src/app';
import { call, createTestApp, dialects, digest, lastCodeFor, login, registerMember, sendCode } from './helpers';
import { useTestApp } from './suite';

describe.each(dialects)('the API core on %s', (dialect) => {
  const t = useTestApp(dialect);
  beforeAll(async () => {
    // A route that fails unexpectedly, to see what a client gets.
    t.app.get('/test-only/boom', async () => {
      throw new Error('database password is hunter2');
    });
  });

  it('answers an unknown route with 404 and an envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: '/no/such/route', headers: { 'accept-language': 'en-US' } });
    expect(res).toEqual({ status: 404, code: Code.NOT_FOUND, msg: 'This address does not exist.', data: null });
  });

  it('answers an oversized body with 413 and an envelope', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/doLogin',
      payload: { account: 'x'.repeat(300 * 1024), password: digest('x') },
    });
    expect(res).toMatchObject({ status: 413, code: Code.PAYLOAD_TOO_LARGE });
  });

  it('answers broken JSON with a validation envelope', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/doLogin',
      payload: '{"account":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 400, code: Code.VALIDATION });
  });

  it('never sends a stack trace or an internal message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test-only/boom', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: Code.INTERNAL, msg: 'Server connection failed, please retry later', data: null });
    expect(response.body).not.toMatch(/hunter2|at .*\.ts/);
  });

  it('translates msg by accept-language, zh-Hant by default', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, '請求的介面不存在'],
      ['zh-TW', '請求的介面不存在'],
      ['zh-HK', '請求的介面不存在'],
      ['zh-CN', '请求的接口不存在'],
      ['en-US', 'This address does not exist.'],
      ['fr-FR,en;q=0.8', 'This address does not exist.'],
    ];
    for (const [language, msg] of cases) {
      const res = await call(t.app, { method: 'GET', url: '/nope', headers: language ? { 'accept-language': language } : {} });
      expect(res.msg, String(language)).toBe(msg);
    }
  });

  it('validates the client-type header of spec §7', async () => {
    const bad = await call(t.app, { method: 'GET', url: '/health', headers: { 'client-type': '9', 'accept-language': 'en' } });
    expect(bad).toMatchObject({ status: 400, code: Code.VALIDATION, msg: 'Unknown client type.' });
    const good = await call(t.app, { method: 'GET', url: '/health', headers: { 'client-type': '3', 'client-version': '2.1.7' } });
    expect(good).toMatchObject({ code: 200, data: { status: 'ok', database: dialect } });
  });

  it('records the client type of a session', async () => {
    await registerMember(t, 'h5@example.com');
    const res = await login(t.app, 'h5@example.com', 'secret123', { headers: { 'client-type': '3' } });
    expect(res.code).toBe(200);
    const row = await t.app.db.kysely.selectFrom('sessions').select('client_type').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.client_type).toBe(3);
  });

  it('serves the agreements in three languages, falling back for unknown ids', async () => {
    const titles: Record<string, [string, string]> = {
      'zh-TW': ['服務條款', '隱私權政策'],
      'zh-CN': ['用户服务协议', '隐私政策'],
      'en-US': ['Service Agreement', 'Privacy Policy'],
    };
    for (const [language, [service, privacy]] of Object.entries(titles)) {
      const headers = { 'accept-language': language };
      expect((await call(t.app, { method: 'GET', url: '/agreement/getAgreement/1', headers })).data.title).toBe(service);
      const p = await call(t.app, { method: 'GET', url: '/agreement/getAgreement/2', headers });
      expect(p.data.title).toBe(privacy);
      expect(p.data.content).toContain('<p>');
    }
    expect((await call(t.app, { method: 'GET', url: '/agreement/getAgreement/99' })).code).toBe(Code.AGREEMENT_NOT_FOUND);
    expect((await call(t.app, { method: 'GET', url: '/agreement/getAgreement/abc' })).code).toBe(Code.VALIDATION);
  });

  it('publishes the OpenAPI description of the contract at /docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const route of ['/auth/doLogin', '/user/register', '/sms/sendCode', '/personInfo/getUserInfo', '/agreement/getAgreement/{id}']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    expect(doc.paths['/auth/doLogin'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
  });

  it('protects JSON answers: no sniffing, no cross-origin reads, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
  });

  it('sends the document security headers on pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('keeps the newcomer a visitor on optional routes when the token is stale', async () => {
    const res = await sendCode(t.app, 'visitor@example.com', 'register', { headers: { satoken: 'stale' } });
    expect(res.code).toBe(200);
    expect(lastCodeFor(t.dataDir, 'visitor@example.com')).toMatch(/^\d{6}$/);
  });
});

describe('the per-address request limit', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_MAX: '3' } });

  it('answers 429 with an envelope past the limit, per address', async () => {
    for (let i = 0; i < 3; i++) expect((await call(t.app, { method: 'GET', url: '/health', remoteAddress: '10.7.0.1' })).code).toBe(200);
    const limited = await call(t.app, { method: 'GET', url: '/health', remoteAddress: '10.7.0.1', headers: { 'accept-language': 'en' } });
    expect(limited).toMatchObject({ status: 429, code: Code.TOO_MANY_REQUESTS, msg: 'Too many requests. Please try again shortly.' });
    expect((await call(t.app, { method: 'GET', url: '/health', remoteAddress: '10.7.0.2' })).code).toBe(200);
  });
});

describe('the built member app', () => {
  const t = useTestApp('sqlite', () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'uu-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    return { env: { WEB_DIST: dir } };
  });

  it('is served at / with revalidation, its hashed assets cached for a year', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // API routes and unknown paths still answer with envelopes.
    expect((await t.app.inject({ method: 'GET', url: '/missing.js' })).json().code).toBe(Code.NOT_FOUND);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or query-string secrets; codes only in the outbox line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const env = parseEnv({ LOG_LEVEL: 'info', DATABASE_URL: 'sqlite::memory:' });
    const logger = { ...(loggerOptions(env) as object), stream };
    const t = await createTestApp('sqlite', { logger });
    try {
      await registerMember(t, 'logged@example.com');
      const { data } = await login(t.app, 'logged@example.com');
      await t.app.inject({ method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: data.token } });
      await t.app.inject({ method: 'GET', url: '/personInfo/setPayPassword?password=123456&code=654321' });
      const log = lines.join('');
      expect(log).toContain('/personInfo/getUserInfo');
      expect(log).not.toContain(data.token);
      expect(log).not.toContain(digest('secret123'));
      expect(log).not.toContain('password=123456');
      expect(log).not.toContain('654321');
      const code = lastCodeFor(t.dataDir, 'logged@example.com');
      const withCode = lines.filter((l) => l.includes(code));
      expect(withCode.length).toBeGreaterThan(0);
      expect(withCode.every((l) => l.includes('outbox'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('configuration', () => {
  it('names every bad variable and stops', () => {
    const bad = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TIME_ZONE: 'Mars/Base' });
    expect(bad).toThrow(ConfigError);
    for (const name of ['PORT', 'DATABASE_URL', 'TIME_ZONE']) expect(bad).toThrow(name);
    expect(() => parseEnv({ CODE_SENDER: 'smtp' })).toThrow('SMTP_URL: is required when CODE_SENDER=smtp');
  });

  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'sqlite:./data/app.db',
      DATA_DIR: './data',
      CODE_SENDER: 'outbox',
      DEMO_DATA: false,
    });
  });
});
