import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { pictureOf } from '@uu/contract/picture';
import { asAdmin } from './admin-helpers';
import { call, dialects, multipart } from './helpers';
import { useTestApp } from './suite';

/** A real photo-like JPEG (a smooth gradient with a disc), 1200×800, carrying EXIF that must not be served. */
async function photo(format: 'jpeg' | 'png', orientation?: number): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inDisc = (x - 600) ** 2 + (y - 400) ** 2 < 250 ** 2;
      raw[i] = inDisc ? 230 : Math.round((x / width) * 255);
      raw[i + 1] = inDisc ? 120 : Math.round((y / height) * 255);
      raw[i + 2] = 90;
    }
  const image = sharp(raw, { raw: { width, height, channels: 3 } }).withExif({ IFD0: { Copyright: 'secret place' } });
  const oriented = orientation ? image.withMetadata({ orientation }) : image;
  return format === 'jpeg' ? oriented.jpeg({ quality: 85 }).toBuffer() : oriented.png().toBuffer();
}

describe.each(dialects)('pictures in sizes on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    token = (await t.member({ email: 'pictures@example.com' })).token;
  });
  const upload = (data: Buffer | string, lang = 'zh-TW') => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'p.jpg', type: 'image/jpeg', data }]);
    return call(t.app, {
      method: 'POST',
      url: '/file/file/upload',
      payload,
      headers: { ...headers, satoken: token, 'accept-language': lang },
    });
  };
  const fetch = async (url: string) => {
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode, url).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    return { type: served.headers['content-type'], meta: await sharp(served.rawPayload).metadata() };
  };

  it('stores a JPEG as WebP without its metadata, with copies 240, 480 and 960 wide in WebP and AVIF', async () => {
    const res = await upload(await photo('jpeg'));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ contentType: 'image/webp', width: 1200, height: 800 });
    expect(res.data.name).toMatch(/^[0-9a-f]{32}-1200x800-avif\.webp$/);
    // The URL alone tells a client everything the answer does (old stored URLs in goods, banners, cart lines…).
    expect(pictureOf(res.data.url)).toEqual({ url: res.data.url, width: 1200, height: 800, variants: res.data.variants });

    const full = await fetch(res.data.url);
    expect(full.type).toBe('image/webp');
    expect(full.meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(full.meta.exif).toBeUndefined();

    const variants = res.data.variants as { width: number; url: string; avif: string | null }[];
    expect(variants.map((v) => v.width)).toEqual([240, 480, 960]);
    for (const v of variants) {
      const webp = await fetch(v.url);
      expect(webp.type).toBe('image/webp');
      expect(webp.meta).toMatchObject({ format: 'webp', width: v.width, height: Math.round((v.width * 800) / 1200) });
      expect(v.avif).not.toBeNull();
      const avif = await fetch(v.avif!);
      expect(avif.type).toBe('image/avif');
      expect(avif.meta).toMatchObject({ format: 'heif', compression: 'av1', width: v.width });
      expect(avif.meta.exif).toBeUndefined();
    }
  });

  it('turns a photo upright by its EXIF orientation; a small PNG has no narrower copies', async () => {
    const turned = await upload(await photo('jpeg', 6));
    expect(turned.data).toMatchObject({ width: 800, height: 1200 });
    expect(turned.data.variants.map((v: { width: number }) => v.width)).toEqual([240, 480]);

    const small = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#2a7' } })
      .png()
      .toBuffer();
    const res = await upload(small);
    expect(res.data).toMatchObject({ width: 200, height: 100, variants: [] });
    expect((await fetch(res.data.url)).meta).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('refuses what is not an image, in the member’s language', async () => {
    const text = await upload('just some words, not a picture', 'zh-TW');
    expect(text).toMatchObject({ code: Code.UPLOAD_TYPE, msg: '只能上傳 PNG、JPEG、WebP 或 GIF 圖片' });
    // PNG's first bytes, then nothing a decoder can read.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    expect(await upload(broken, 'en')).toMatchObject({
      code: Code.UPLOAD_UNREADABLE,
      msg: 'This file could not be read as an image. Please try another picture.',
    });
    expect((await upload(broken, 'zh-TW')).msg).toBe('這個檔案無法讀取成圖片，請換一張照片再試');
  });

  it('gives the console’s uploads (and so the demo pictures) the same sizes', async () => {
    const op = await t.operator('operator');
    const body = multipart([{ name: 'pics', filename: 'cover.png', type: 'image/png', data: await photo('png') }]);
    const res = await asAdmin(t, op, { method: 'POST', url: '/admin/upload/image?model=goods&pid=0', ...body });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ width: 1200, height: 800, localPath: res.data.url });
    expect(res.data.variants).toHaveLength(3);
    expect((await fetch(res.data.variants[2].url)).meta).toMatchObject({ format: 'webp', width: 960, height: 640 });
  });
});
