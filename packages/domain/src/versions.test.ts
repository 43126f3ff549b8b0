import { describe, expect, it } from 'vitest';
import { compareVersions, updateVerdict } from './versions';

describe('compareVersions', () => {
  it('compares numbers, not text', () => {
    expect(compareVersions('2.1.10', '2.1.9')).toBe(1);
    expect(compareVersions('2.1.9', '2.1.10')).toBe(-1);
    expect(compareVersions('10.0', '9.9.9')).toBe(1);
    expect(compareVersions('2.1.7', '2.1.7')).toBe(0);
  });
  it('counts missing parts as zero', () => {
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
    expect(compareVersions('2.1', '2.1.1')).toBe(-1);
  });
});

describe('updateVerdict', () => {
  const r = (version: string, forced = false) => ({ version, forced });
  it('picks the newest by number and says whether it is newer', () => {
    const v = updateVerdict([r('2.1.9'), r('2.1.10'), r('2.1.7')], '2.1.7');
    expect(v.latest?.version).toBe('2.1.10');
    expect(v).toMatchObject({ hasUpdate: true, forced: false });
    expect(updateVerdict([r('2.1.7')], '2.1.7')).toMatchObject({ hasUpdate: false, forced: false });
    expect(updateVerdict([r('2.1.7')], '2.2')).toMatchObject({ hasUpdate: false, forced: false });
  });
  it('is forced when any release between the client and the newest is forced', () => {
    const releases = [r('2.1.7'), r('2.1.8', true), r('2.1.9')];
    expect(updateVerdict(releases, '2.1.7')).toMatchObject({ hasUpdate: true, forced: true });
    // Past the forced one already: optional.
    expect(updateVerdict(releases, '2.1.8')).toMatchObject({ hasUpdate: true, forced: false });
    // A forced release older than the client does not count.
    expect(updateVerdict([r('2.1.5', true), r('2.1.9')], '2.1.7')).toMatchObject({ forced: false });
  });
  it('without releases or a client version there is nothing to update', () => {
    expect(updateVerdict([], '2.1.7')).toEqual({ latest: null, hasUpdate: false, forced: false });
    expect(updateVerdict([r('3.0', true)], null)).toMatchObject({ hasUpdate: false, forced: false });
  });
});
