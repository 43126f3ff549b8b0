import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

const ID = 'a'.repeat(32);

describe('Picture', () => {
  it('offers the AVIF and WebP sizes with the size the address says, lazy and decoded off the main thread', () => {
    const { container } = render(<Picture src={`/files/${ID}-750x560-avif.webp`} alt="茶" sizes="100vw" width={10} height={10} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(source?.getAttribute('srcset')).toMatch(
      new RegExp(
        `/files/${ID}-750x560-avif-w240\\.avif 240w, \\S*/files/${ID}-750x560-avif-w480\\.avif 480w, \\S*/files/${ID}-750x560-avif\\.webp 750w$`,
      ),
    );
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('srcset')).toMatch(/-w240\.webp 240w, \S*-w480\.webp 480w, \S*-avif\.webp 750w$/);
    // The address's size wins over the fallback: the box is kept before the picture arrives.
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['750', '560']);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('fetchpriority')).toBeNull();
    expect(img?.getAttribute('alt')).toBe('茶');
  });

  it('loads the first visible picture at once and first; WebP only when AVIF did not pay', () => {
    const { container } = render(<Picture src={`/files/${ID}-1200x800.webp`} alt="" sizes="50vw" priority />);
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toMatch(/-w240\.webp 240w, .*-w480\.webp 480w, .*-w960\.webp 960w, .*-1200x800\.webp 1200w$/);
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('decoding')).toBeNull();
  });

  it('shows an older upload or an outside picture as it is, in the box it is given', () => {
    const { container } = render(<Picture src="https://cdn.example.com/b.png" alt="b" sizes="72px" width={72} height={72} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/b.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['72', '72']);
  });
});
