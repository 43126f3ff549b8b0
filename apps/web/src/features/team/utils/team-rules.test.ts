import { describe, expect, it } from 'vitest';
import { depthTabs, displayContact, invitationLink, levelProgress, nextPage, parseDepth, parsePeriod } from './team-rules';
import { overlaps, POSTER_KINDS, posterFileName, posterLayout } from './poster';

describe('team rules', () => {
  it('reads the depth and period from the address, falling back to depth 1 and this month', () => {
    expect(parseDepth('3')).toBe(3);
    expect(parseDepth('6')).toBe(6);
    for (const bad of ['0', '7', 'x', null, '2.5']) expect(parseDepth(bad)).toBe(1);
    expect(parsePeriod('today')).toBe('today');
    expect(parsePeriod('all')).toBe('all');
    expect(parsePeriod('year')).toBe('month');
    expect(parsePeriod(null)).toBe('month');
  });

  it('always shows six depth tabs, with zero where the answer has none', () => {
    expect(depthTabs([{ depth: 2, count: 5 }])).toEqual([
      { depth: 1, count: 0 },
      { depth: 2, count: 5 },
      { depth: 3, count: 0 },
      { depth: 4, count: 0 },
      { depth: 5, count: 0 },
      { depth: 6, count: 0 },
    ]);
    expect(depthTabs(undefined).map((t) => t.depth)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows masked contacts only, never one that looks whole', () => {
    expect(displayContact('a***e@example.com')).toBe('a***e@example.com');
    expect(displayContact('+8869****5678')).toBe('+8869****5678');
    expect(displayContact('alice@example.com')).toBeNull();
    expect(displayContact('+886912345678')).toBeNull();
    expect(displayContact('+88691234****5678')).toBeNull();
    expect(displayContact(null)).toBeNull();
  });

  it('builds the h5Register link with the code, in hash routing', () => {
    expect(invitationLink('AB CD', { origin: 'https://uu.example', pathname: '/' })).toBe(
      'https://uu.example/#/pages/h5Register/index?code=AB%20CD',
    );
    expect(invitationLink('ZXCV2345', { origin: 'http://10.0.0.2:3000', pathname: '/app/' })).toBe(
      'http://10.0.0.2:3000/app/#/pages/h5Register/index?code=ZXCV2345',
    );
  });

  it('pages and level progress', () => {
    expect(nextPage({ page: 1, size: 20, total: 21 })).toBe(2);
    expect(nextPage({ page: 2, size: 20, total: 40 })).toBeUndefined();
    expect(levelProgress({ threshold: '100.00', missing: '25.00' })).toBe(75);
    expect(levelProgress({ threshold: '100.00', missing: '0.00' })).toBe(100);
    expect(levelProgress(null)).toBe(100);
  });
});

describe('share posters (spec §9)', () => {
  it('are 750×1150 and 594×850', () => {
    expect(posterLayout('large')).toMatchObject({ width: 750, height: 1150 });
    expect(posterLayout('small')).toMatchObject({ width: 594, height: 850 });
  });

  it.each(POSTER_KINDS)('%s: everything inside the card and canvas, the QR large and clear of the rest', (kind) => {
    const l = posterLayout(kind);
    const inside = (b: { x: number; y: number; width: number; height: number }) =>
      b.x >= l.card.x && b.y >= l.card.y && b.x + b.width <= l.card.x + l.card.width && b.y + b.height <= l.card.y + l.card.height;
    expect(l.card.x + l.card.width).toBeLessThanOrEqual(l.width);
    expect(l.card.y + l.card.height).toBeLessThanOrEqual(l.height);
    expect(inside(l.avatar)).toBe(true);
    expect(inside(l.qr)).toBe(true);
    // A QR code under ~200 px is hard to scan from a phone screen.
    expect(l.qr.width).toBeGreaterThanOrEqual(200);
    expect(l.qr.width).toBe(l.qr.height);
    expect(overlaps(l.avatar, l.qr)).toBe(false);
    // Text rows in order, between the avatar and the QR code, and the scan hint below it inside the card.
    expect(l.nickname.y).toBeGreaterThan(l.avatar.y + l.avatar.height);
    expect(l.code.y).toBeGreaterThan(l.nickname.y);
    expect(l.code.y + l.code.size).toBeLessThan(l.qr.y);
    expect(l.scan.y).toBeGreaterThan(l.qr.y + l.qr.height);
    expect(l.scan.y + l.scan.size).toBeLessThan(l.card.y + l.card.height);
    expect(l.title.y + l.title.size).toBeLessThan(l.card.y);
  });

  it('names the saved file by code and size', () => {
    expect(posterFileName('large', 'ZXCV2345')).toBe('uu-invitation-ZXCV2345-750x1150.png');
    expect(posterFileName('small', 'ZXCV2345')).toBe('uu-invitation-ZXCV2345-594x850.png');
  });

  it('detects overlapping boxes', () => {
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
  });
});
