import { describe, expect, it } from 'vitest';
import { extensionOf, sniffImageType, typeOfExtension } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from({ length: p.length }, (_, i) => p.charCodeAt(i)) : p)));

describe('image type by its bytes', () => {
  it('knows png, jpeg, gif and webp', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses svg, html, other RIFF files and truncated signatures', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('maps types to the extensions of stored names and back', () => {
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(typeOfExtension('webp')).toBe('image/webp');
    expect(typeOfExtension('svg')).toBeNull();
  });
});
