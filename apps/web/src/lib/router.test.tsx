import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
  type NavigateFunction,
} from './router';

/** Shows where the router is, and lends its navigate and query setter to the test. */
function probe() {
  const lent: { navigate: NavigateFunction; setSearch: ReturnType<typeof useSearchParams>[1] } = {
    navigate: () => undefined,
    setSearch: () => undefined,
  };
  function Probe() {
    const location = useLocation();
    const action = useNavigationType();
    const [params, setSearch] = useSearchParams();
    lent.navigate = useNavigate();
    lent.setSearch = setSearch;
    return (
      <p data-testid="where">
        {location.pathname}|{location.search}|{params.get('q') ?? ''}|{action}|{JSON.stringify(location.state)}
      </p>
    );
  }
  return { Probe, lent, where: () => screen.getByTestId('where').textContent };
}

const entryIndex = () => (window.history.state as { idx?: number } | null)?.idx;

describe('the hash router (spec §2: #/<path>?<query>)', () => {
  it('reads the page from the hash, numbers entries from where the visit began and moves back on the browser’s history', async () => {
    window.history.replaceState(null, '', '/#/pages/mall/index?q=tea');
    const { Probe, lent, where } = probe();
    render(
      <HashRouter>
        <Probe />
      </HashRouter>,
    );
    expect(where()).toBe('/pages/mall/index|?q=tea|tea|POP|null');
    expect(entryIndex()).toBe(0);

    act(() => void lent.navigate('/subpackage/orderDetails/index?id=7', { state: { order: 7 } }));
    expect(window.location.hash).toBe('#/subpackage/orderDetails/index?id=7');
    expect(where()).toBe('/subpackage/orderDetails/index|?id=7||PUSH|{"order":7}');
    expect(entryIndex()).toBe(1);

    act(() => void lent.navigate('/pages/login/index', { replace: true }));
    expect(where()).toBe('/pages/login/index|||REPLACE|null');
    expect(entryIndex()).toBe(1);

    act(() => void lent.navigate(-1));
    await waitFor(() => expect(where()).toBe('/pages/mall/index|?q=tea|tea|POP|null'));
    expect(entryIndex()).toBe(0);
  });

  it('changes the query as a new entry, or in place', () => {
    window.history.replaceState(null, '', '/#/pages/mall/index');
    const { Probe, lent, where } = probe();
    render(
      <HashRouter>
        <Probe />
      </HashRouter>,
    );
    act(() => lent.setSearch({ q: '綠茶 100%' }));
    expect(window.location.hash).toBe('#/pages/mall/index?q=%E7%B6%A0%E8%8C%B6+100%25');
    expect(where()).toBe('/pages/mall/index|?q=%E7%B6%A0%E8%8C%B6+100%25|綠茶 100%|PUSH|null');
    act(() => lent.setSearch((params) => (params.set('q', 'x'), params), { replace: true }));
    expect(where()).toBe('/pages/mall/index|?q=x|x|REPLACE|null');
  });

  it('follows a hash set by hand as a new start (no entry number), and numbers the entries after it from there', async () => {
    window.history.replaceState(null, '', '/#/pages/mine/index');
    const probed = probe();
    const { Probe, where } = probed;
    render(
      <HashRouter>
        <Probe />
      </HashRouter>,
    );
    const { lent } = probed;
    act(() => void lent.navigate('/pages/mall/index'));
    expect(entryIndex()).toBe(1);
    act(() => void (window.location.hash = '/pages/chat/index'));
    await waitFor(() => expect(where()).toBe('/pages/chat/index|||POP|null'));
    expect(entryIndex()).toBeUndefined();
    act(() => void lent.navigate('/pages/mine/index'));
    expect(entryIndex()).toBe(1);
  });

  it('links carry the hash as their href and move in place on a plain click only', () => {
    window.history.replaceState(null, '', '/#/');
    const { Probe, where } = probe();
    render(
      <HashRouter>
        <Probe />
        <Link to="/pages/mall/index?q=1" data-testid="link">
          mall
        </Link>
      </HashRouter>,
    );
    const link = screen.getByTestId('link');
    expect(link.getAttribute('href')).toBe('#/pages/mall/index?q=1');
    // A click meant for a new tab or window is the browser's.
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/|||POP|null');
    fireEvent.click(link);
    expect(where()).toBe('/pages/mall/index|?q=1|1|PUSH|null');
  });
});

describe('the memory router (tests, parts drawn alone)', () => {
  it('keeps entries in memory: push, replace, back and forward; links name the path itself', () => {
    const { Probe, lent, where } = probe();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Probe />
        <Link to="/other">other</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/other');
    act(() => void lent.navigate('/details?q=2'));
    expect(where()).toBe('/details|?q=2|2|PUSH|null');
    act(() => void lent.navigate(-1));
    expect(where()).toBe('/list|||POP|null');
    act(() => void lent.navigate(1));
    expect(where()).toBe('/details|?q=2|2|POP|null');
    act(() => void lent.navigate(5));
    expect(where()).toBe('/details|?q=2|2|POP|null');
  });

  it('Navigate goes where it says once drawn', () => {
    const { Probe, where } = probe();
    render(
      <MemoryRouter initialEntries={['/private']}>
        <Probe />
        <Navigate replace to="/pages/login/index?redirect=%2Fprivate" />
      </MemoryRouter>,
    );
    expect(where()).toBe('/pages/login/index|?redirect=%2Fprivate||REPLACE|null');
  });
});
