import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { parseEnv } from '../src/plugins/env';
import { call, dialects, login, multipart, registerMember } from './helpers';
import { secondInstance, type SecondInstance } from './instances';
import { useTestApp } from './suite';

/**
 * Uploads shared by every instance (issue 16 #7): with STORAGE=s3 an image uploaded through one instance is served by
 * another, against a real S3-compatible server (s3rver) started here on loopback.
 */
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'uu-test', configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const S3_ENV = {
  STORAGE: 's3',
  S3_ENDPOINT: '',
  S3_BUCKET: 'uu-test',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'uploads/',
};

describe.each(dialects)('uploads across two instances (%s)', (dialect) => {
  const a = useTestApp(dialect, () => ({ env: { ...S3_ENV, S3_ENDPOINT: endpoint } }), { each: true });
  let second: SecondInstance;
  let b: SecondInstance['app'];
  beforeEach(async () => {
    // The second instance: the same database, a data folder of its own (another machine).
    second = await secondInstance(a, { ...S3_ENV, S3_ENDPOINT: endpoint });
    b = second.app;
  });
  afterEach(() => second.close());

  it('an image uploaded through one instance is served, byte for byte, by the other', async () => {
    await registerMember(a, 'shared@example.com');
    const token = (await login(a.app, 'shared@example.com')).data.token;
    // Wide enough for a 240 copy, which is stored in the bucket too.
    const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([{ name: 'file', filename: 'me.png', type: 'image/png', data }]);
    const uploaded = await call<{ url: string; variants: { url: string }[] }>(a.app, {
      method: 'POST',
      url: '/file/file/upload',
      payload,
      headers: { ...headers, satoken: token },
    });
    expect(uploaded.code).toBe(200);

    const bytes = new Map<string, Buffer>();
    for (const instance of [a.app, b]) {
      for (const url of [uploaded.data.url, uploaded.data.variants[0]!.url]) {
        const served = await instance.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        if (bytes.has(url)) expect(served.rawPayload.equals(bytes.get(url)!)).toBe(true);
        bytes.set(url, served.rawPayload);
      }
    }
    // Nothing was written to either instance's own folder.
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(second.dataDir, 'uploads'))).toBe(false);
  });

  it('a name the store does not hold is a clean 404', async () => {
    const missing = await b.inject({ method: 'GET', url: '/files/0123456789abcdef0123456789abcdef.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: Code.NOT_FOUND, data: null });
  });
});

describe('storage settings', () => {
  it('STORAGE=s3 without a bucket stops the start with the setting named', () => {
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });
});
