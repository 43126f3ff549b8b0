/**
 * Pictures served in sizes (issue 22, "Images done properly"). An uploaded image is stored as WebP under a name that
 * says its size, `<32 hex>-<width>x<height>.webp` (`-avif` before the extension when AVIF copies were kept), and a copy
 * at each of these widths narrower than it, `<stem>-w<width>.webp` (and `.avif`). So any stored picture URL (a goods'
 * images, a banner, a cart line's cover…) is enough to build a `srcset` with its width and height: old clients keep
 * the plain URL, which is the full-size picture.
 */
export const PICTURE_WIDTHS = [240, 480, 960] as const;

/**
 * A server-made file name: 32 hex characters and the extension of its type (older uploads), or a sized picture and its
 * copies (`<hex>-750x560.webp`, `<hex>-750x560-avif-w480.avif`).
 */
export const FILE_NAME_RE = /^[0-9a-f]{32}(-\d{1,5}x\d{1,5}(-avif)?(-w\d{2,4})?)?\.(png|jpg|webp|gif|avif)$/;
/** A stored picture a goods, category, store or banner may show: an upload's full-size path (never one of its copies). */
export const STORED_PICTURE_PATH_RE = /^\/files\/[0-9a-f]{32}(-\d{1,5}x\d{1,5}(-avif)?)?\.(png|jpg|webp|gif)$/;

const PICTURE_RE = /^(.*\/)?([0-9a-f]{32}-(\d{1,5})x(\d{1,5})(-avif)?)\.webp$/;

/** One narrower copy of a picture. */
export type PictureVariant = {
  width: number;
  /** The WebP copy at this width. */
  url: string;
  /** The AVIF copy at this width, when AVIF paid for this picture. */
  avif: string | null;
};

/** A stored picture with its size and copies. */
export type Picture = {
  /** The full-size picture (WebP), what older clients show. */
  url: string;
  width: number;
  height: number;
  /** Narrower copies, narrowest first (none when the picture is no wider than the narrowest). */
  variants: PictureVariant[];
};

/** The stored name of the picture `stem` (no extension) at `width`, in `format`. */
export function variantName(stem: string, width: number, format: 'webp' | 'avif'): string {
  return `${stem}-w${width}.${format}`;
}

/** The name of a stored picture: full size, with AVIF copies or not. */
export function pictureStem(id: string, width: number, height: number, avif: boolean): string {
  return `${id}-${width}x${height}${avif ? '-avif' : ''}`;
}

/** The widths a picture this wide is stored at besides its own. */
export function variantWidths(width: number): number[] {
  return PICTURE_WIDTHS.filter((w) => w < width);
}

/** What a picture URL (absolute or `/files/…`) says of its sizes, or null for a URL that is not a sized picture. */
export function pictureOf(url: string): Picture | null {
  const match = PICTURE_RE.exec(url);
  if (!match) return null;
  const [, base = '', stem = '', w = '0', h = '0', avif] = match;
  const width = Number(w);
  const height = Number(h);
  if (width === 0 || height === 0) return null;
  return {
    url,
    width,
    height,
    variants: variantWidths(width).map((vw) => ({
      width: vw,
      url: base + variantName(stem, vw, 'webp'),
      avif: avif ? base + variantName(stem, vw, 'avif') : null,
    })),
  };
}
