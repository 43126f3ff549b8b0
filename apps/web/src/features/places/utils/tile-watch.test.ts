import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTileWatch, type TileStatus } from './tile-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watch(timeoutMs = 8000) {
  const seen: TileStatus[] = [];
  const w = createTileWatch((status) => seen.push(status), { timeoutMs });
  return { w, seen };
}

describe('createTileWatch', () => {
  it('fails once every tile asked for has errored and none loaded (no network)', () => {
    const { w, seen } = watch();
    w.started();
    w.started();
    w.started();
    w.errored();
    w.errored();
    expect(w.status).toBe('loading');
    w.errored();
    expect(seen).toEqual(['failed']);
  });

  it('works as soon as one tile arrives, whatever else errors, and the timeout no longer matters', () => {
    const { w, seen } = watch();
    w.started();
    w.started();
    w.errored();
    w.loaded();
    w.started();
    w.errored();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual(['ok']);
  });

  it('fails after the timeout when tiles neither arrive nor error (a network that swallows requests)', () => {
    const { w, seen } = watch(5000);
    w.started();
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['failed']);
    // The network came back: a tile that arrives brings the map back.
    w.loaded();
    expect(seen).toEqual(['failed', 'ok']);
  });

  it('says nothing once stopped (the page left)', () => {
    const { w, seen } = watch(1000);
    w.stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });
});
