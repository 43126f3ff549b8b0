import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects } from './helpers';
import { secondInstance, type SecondInstance } from './instances';
import { useTestApp } from './suite';

/** Background work runs once across instances (issue 16): every job under a lease in the shared database. */
describe.each(dialects)('background jobs across two instances (%s)', (dialect) => {
  const a = useTestApp(dialect, { each: true });
  let b: SecondInstance;
  beforeEach(async () => {
    b = await secondInstance(a);
  });
  afterEach(() => b.close());

  it('two instances ticking at the same moment: each round exactly one runs the sweep, the same one while it lives', async () => {
    const runners = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const [fromA, fromB] = await Promise.all([a.app.jobs.run('orders'), b.app.jobs.run('orders')]);
      expect([fromA, fromB].sort()).toEqual(['ok', 'skipped']);
      runners.add(fromA === 'ok' ? 'a' : 'b');
      a.clock.advance(60_000);
      b.clock.advance(60_000);
    }
    // The holder renews its lease on each run, so the job does not hop between instances.
    expect(runners.size).toBe(1);
  });

  it('another instance takes the job over once the holder has stopped renewing it', async () => {
    expect(await a.app.jobs.run('housekeeping')).toBe('ok');
    expect(await b.app.jobs.run('housekeeping')).toBe('skipped');
    // a is gone; within the lease's time b still waits, after it b runs the job.
    b.clock.advance(85 * 60_000);
    expect(await b.app.jobs.run('housekeeping')).toBe('skipped');
    b.clock.advance(6 * 60_000);
    expect(await b.app.jobs.run('housekeeping')).toBe('ok');
    expect(await a.app.jobs.run('housekeeping')).toBe('skipped');
  });

  it('a burst of ticks from both instances at once still runs each job once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).app.jobs.run('orders')));
    expect(outcomes.filter((o) => o === 'ok').length).toBeLessThanOrEqual(5);
    const holders = new Set(outcomes.map((o, i) => (o === 'ok' ? i % 2 : -1)).filter((h) => h >= 0));
    expect(holders.size).toBe(1);
  });
});
