/**
 * The image type of a file by its first bytes, never by its name or declared type (issue 3:
 * "type checked by its bytes"). Only the four raster types the app shows; svg is never accepted
 * because it can carry script.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export const IMAGE_EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
}

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  // JPEG: SOI marker then the first segment's marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  // WebP: a RIFF container whose form type is WEBP, then a VP8/VP8L/VP8X chunk.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) {
    return 'image/webp';
  }
  return null;
}

/** The extension a server-made file name gets for a type it accepted. */
export function extensionOf(type: ImageType): string {
  return IMAGE_EXTENSION[type];
}

/** The type a stored name stands for (the name was made by the server from the sniffed type). */
export function typeOfExtension(ext: string): ImageType | null {
  const found = (Object.entries(IMAGE_EXTENSION) as [ImageType, string][]).find(([, e]) => e === ext);
  return found ? found[0] : null;
}
