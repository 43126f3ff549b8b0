import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type TestApp } from './helpers';
import { parseEnv } from '../src/plugins/env';
import { tileSource } from '../src/plugins/security';

describe.each(dialects)('places on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('serves the default tile source to visitors, and lets the pages load its tiles (CSP)', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>UU</title>');
    t = await createTestApp(dialect, { env: { WEB_DIST: web } });
    const res = await call(t.app, { method: 'GET', url: '/sysConfig/getMapConfig' });
    expect(res).toMatchObject({
      code: 200,
      data: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 },
    });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
    // Scripts and calls stay same-origin.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';.*connect-src 'self'(;|$)/);
  });

  it('serves a configured source, and none when MAP_TILE_URL is empty (coordinates only)', async () => {
    t = await createTestApp(dialect, {
      env: { MAP_TILE_URL: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example', MAP_MAX_ZOOM: '17' },
    });
    expect((await call(t.app, { method: 'GET', url: '/sysConfig/getMapConfig' })).data).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}.png',
      attribution: '© Example',
      maxZoom: 17,
    });
    await t.close();
    t = await createTestApp(dialect, { env: { MAP_TILE_URL: '' } });
    expect((await call(t.app, { method: 'GET', url: '/sysConfig/getMapConfig' })).data).toEqual({
      tileUrl: null,
      attribution: null,
      maxZoom: 19,
    });
  });
});

describe('map settings', () => {
  const base = { DATABASE_URL: 'sqlite::memory:' };

  it('accepts an http(s) template or a same-origin path with {z}, {x}, {y}; refuses anything else by name', () => {
    expect(parseEnv(base).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(parseEnv({ ...base, MAP_TILE_URL: '' }).MAP_TILE_URL).toBeNull();
    expect(parseEnv({ ...base, MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('/tiles/{z}/{x}/{y}.png');
    for (const bad of [
      'https://tiles.example.com/{z}/{x}.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      '//evil.example.com/{z}/{x}/{y}.png',
      'tiles/{z}/{x}/{y}',
    ]) {
      expect(() => parseEnv({ ...base, MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    }
    expect(() => parseEnv({ ...base, MAP_MAX_ZOOM: '30' })).toThrow(/MAP_MAX_ZOOM/);
  });

  it('opens the pages’ img-src to the tile origin only', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com:8443');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource(null)).toBeNull();
  });
});
