import type sharp from 'sharp';
import { pictureStem, variantName, variantWidths, type PictureVariant } from '@uu/contract/picture';
import { AppError } from '../../lib/app-error';

/** Far more pixels than a phone shows, and few enough that a small file cannot unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
/** AVIF copies are kept only when, all widths together, they weigh at most this share of the WebP ones. */
const AVIF_PAYS = 0.85;
const WEBP = { quality: 80 } as const;
/** Effort 0 of 9: still well under WebP's size, at a tenth of the default's time (seeding 174 demo pictures stays short). */
const AVIF = { quality: 50, effort: 0 } as const;

export type EncodedPicture = {
  /** The stored name of the full-size picture (no folder): `<id>-<w>x<h>[-avif].webp`. */
  name: string;
  width: number;
  height: number;
  /** Every file to store, the full-size picture last (so a picture that can be seen has all its copies). */
  files: { name: string; bytes: Buffer; type: 'image/webp' | 'image/avif' }[];
  variants: PictureVariant[];
};

/**
 * An uploaded image made ready to serve (issue 22, "Images done properly"): decoded (refused when it does not decode),
 * turned upright by its EXIF orientation, re-encoded as WebP without any metadata (no camera, place or time leaves
 * with it), and copied at each of PICTURE_WIDTHS narrower than it, in WebP and, where it pays, AVIF. Animated GIF and
 * WebP stay animated (WebP only: AVIF copies are not made of animations).
 */
export async function encodePicture(id: string, input: Buffer, folder: string): Promise<EncodedPicture> {
  // sharp and libvips (about 20 MB of a process) are loaded by the first upload, not by every start.
  const { default: load } = await import('sharp');
  const open = () => load(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  let meta: sharp.Metadata;
  let full: { data: Buffer; info: sharp.OutputInfo };
  let animated = false;
  // Upright by EXIF (a still only: animations are not rotated).
  const source = () => (animated ? open() : open().rotate());
  try {
    meta = await open().metadata();
    animated = (meta.pages ?? 1) > 1;
    full = keepsAsItIs(meta)
      ? { data: input, info: { width: meta.width, height: meta.height } as sharp.OutputInfo }
      : await source().webp(WEBP).toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UPLOAD_UNREADABLE');
  }
  const width = full.info.width;
  // An animation's output height is all its frames stacked; one frame's is what is shown.
  const height = animated ? (meta.pageHeight ?? full.info.height) : full.info.height;
  const widths = variantWidths(width);
  const copies = await Promise.all(
    widths.map(async (w) => ({
      width: w,
      webp: await source().resize({ width: w }).webp(WEBP).toBuffer(),
      avif: animated ? null : await source().resize({ width: w }).avif(AVIF).toBuffer(),
    })),
  );
  const weight = (format: 'webp' | 'avif') => copies.reduce((sum, c) => sum + (c[format]?.length ?? Infinity), 0);
  const withAvif = copies.length > 0 && weight('avif') <= weight('webp') * AVIF_PAYS;
  const stem = pictureStem(id, width, height, withAvif);
  const files: EncodedPicture['files'] = [];
  const variants: PictureVariant[] = copies.map((copy) => {
    const webpName = variantName(stem, copy.width, 'webp');
    const avifName = variantName(stem, copy.width, 'avif');
    files.push({ name: webpName, bytes: copy.webp, type: 'image/webp' });
    if (withAvif && copy.avif) files.push({ name: avifName, bytes: copy.avif, type: 'image/avif' });
    return { width: copy.width, url: `${folder}/${webpName}`, avif: withAvif ? `${folder}/${avifName}` : null };
  });
  const name = `${stem}.webp`;
  files.push({ name, bytes: full.data, type: 'image/webp' });
  return { name, width, height, files, variants };
}

/** A still WebP with nothing beside its pixels (no EXIF, XMP, IPTC or colour profile) is stored as it came: re-encoding would only lose quality. */
function keepsAsItIs(meta: sharp.Metadata): boolean {
  return meta.format === 'webp' && (meta.pages ?? 1) === 1 && !meta.exif && !meta.xmp && !meta.iptc && !meta.icc && !meta.orientation;
}
