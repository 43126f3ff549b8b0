import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollMemory } from './scroll-memory';

describe('the scroll position between pages', () => {
  it('starts a new page at the top and returns to where an entry was left on back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let navigate: NavigateFunction = () => undefined;
    const Probe = () => {
      navigate = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Probe />
        <ScrollMemory />
      </MemoryRouter>,
    );
    const scrolled = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };

    scrolled(640);
    scrollTo.mockClear();
    act(() => void navigate('/details'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolled(120);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => void navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
