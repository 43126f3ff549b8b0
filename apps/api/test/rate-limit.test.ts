import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { parseEnv } from '../src/plugins/env';
import { call, createTestApp, login, registerMember, type TestApp } from './helpers';

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

// issue 19 #1: the per-address limit counted static files, so a member opening a few screens got
// the whole app replaced by raw JSON {"code":9429}. Static files are never counted; API calls are
// counted per member when signed in (a validated session) and per address otherwise.
describe('the request limit', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('defaults to what a busy member on a shared NAT never reaches', () => {
    const env = parseEnv({});
    expect(env.RATE_LIMIT_MAX).toBe(3000);
    expect(env.RATE_LIMIT_PER_MEMBER).toBe(600);
  });

  it('never counts the member app, the console, the service worker, the manifest or uploaded files', async () => {
    const web = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'uu-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>UU</title>');
    fs.writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"UU"}');
    fs.writeFileSync(path.join(web, 'assets', 'app-1234.js'), 'console.log(1);');
    try {
      t = await createTestApp('sqlite', { env: { RATE_LIMIT_MAX: '3', WEB_DIST: web, ADMIN_DIST: web } });
      const from = address();
      for (let i = 0; i < 5; i++) {
        for (const url of ['/', '/sw.js', '/manifest.webmanifest', '/assets/app-1234.js', '/admin/', '/files/nothing.png']) {
          const res = await t.app.inject({ method: 'GET', url, remoteAddress: from });
          expect(res.statusCode, url).not.toBe(429);
        }
      }
      // The API calls still have their three.
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await call(t.app, { method: 'GET', url: '/health', remoteAddress: from })).code);
      expect(codes).toEqual([200, 200, 200, Code.TOO_MANY_REQUESTS]);
    } finally {
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it('counts a signed-in member per member, wherever the calls come from; others on the same address are not held up', async () => {
    t = await createTestApp('sqlite', { env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_PER_MEMBER: '4' } });
    const shared = address();
    const a = `rl-a-${randomBytes(3).toString('hex')}@example.com`;
    const b = `rl-b-${randomBytes(3).toString('hex')}@example.com`;
    await registerMember(t, a);
    await registerMember(t, b);
    const tokenA = (await login(t.app, a)).data.token;
    const tokenB = (await login(t.app, b)).data.token;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', remoteAddress: address(), headers: { satoken: tokenA } })).code,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, Code.TOO_MANY_REQUESTS, Code.TOO_MANY_REQUESTS]);
    const other = await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', remoteAddress: shared, headers: { satoken: tokenB } });
    expect(other.code).toBe(200);
  });

  it('counts calls with tokens that are not valid sessions by address: rotating fake tokens does not escape it', async () => {
    t = await createTestApp('sqlite', { env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_PER_MEMBER: '100000' } });
    const from = address();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const fake = randomBytes(16).toString('hex');
      codes.push(
        (await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', remoteAddress: from, headers: { satoken: fake } })).code,
      );
    }
    expect(codes.slice(0, 3).every((c) => c !== Code.TOO_MANY_REQUESTS)).toBe(true);
    expect(codes.slice(3)).toEqual([Code.TOO_MANY_REQUESTS, Code.TOO_MANY_REQUESTS]);
  });
});
