import type { CSSProperties } from 'react';
import { pictureOf } from '@uu/contract/picture-url';
import { fileUrl } from '@/lib/files';

type Props = {
  /** A stored picture's path (`/files/…`) or an outside https address. */
  src: string;
  alt: string;
  /** How wide the picture is shown, for the browser's choice among the sizes: `"50vw"`, `"72px"`, `"(min-width: 600px) 600px, 100vw"`. */
  sizes: string;
  /** The width and height to reserve when the address does not say them (an older upload or an outside picture). */
  width?: number;
  height?: number;
  /** The first picture seen without scrolling (a gallery's first, the first cards): loaded at once and first. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * A stored picture in the size the screen needs (issue 22, "Images done properly"): a `<picture>` with AVIF and WebP
 * `srcset`s when the picture was stored in sizes (contract picture.ts), `width`/`height` so its box is kept before it
 * arrives, lazy and decoded off the main thread below the fold, eager and fetched first when `priority`.
 */
export function Picture({ src, alt, sizes, width, height, priority = false, className, style }: Props) {
  const picture = pictureOf(src);
  const loading = priority ? 'eager' : 'lazy';
  const img = (
    <img
      className={className}
      style={style}
      src={fileUrl(src)}
      alt={alt}
      width={picture?.width ?? width}
      height={picture?.height ?? height}
      loading={loading}
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
      {...(picture && picture.variants.length > 0 ? { srcSet: srcset(picture.variants, picture), sizes } : {})}
    />
  );
  if (!picture || picture.variants.length === 0) return img;
  const avif = picture.variants.filter((v) => v.avif !== null);
  return (
    <picture style={{ display: 'contents' }}>
      {avif.length > 0 && (
        <source
          type="image/avif"
          sizes={sizes}
          srcSet={srcset(
            avif.map((v) => ({ width: v.width, url: v.avif ?? v.url })),
            picture,
          )}
        />
      )}
      {img}
    </picture>
  );
}

/** Each copy at its width, then the full-size picture (a WebP: every browser that takes AVIF takes WebP). */
function srcset(copies: { width: number; url: string }[], full: { width: number; url: string }): string {
  return [...copies, full].map((c) => `${fileUrl(c.url)} ${c.width}w`).join(', ');
}
