import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { screens } from './screens';

describe('screens of the route registry', () => {
  it('gives every page a lazy screen, and no screen to a page the registry lacks', () => {
    for (const name of Object.keys(paths) as (keyof typeof paths)[]) {
      expect(typeof screens[name], name).toBe('function');
    }
    expect(Object.keys(screens).sort()).toEqual(Object.keys(paths).sort());
  });
});
