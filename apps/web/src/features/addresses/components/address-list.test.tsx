import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@uu/contract/addresses';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
// The member confirms every modal (the dialog itself is tested in components/ui/modal.test.ts).
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(async () => true) }));
const { showModal } = await import('@/components/ui/modal');

const fetchMock = stubFetch();

const home: Address = {
  id: 11,
  consignee: '王小明',
  phone: '+886912345678',
  regionCode: 'TW-100',
  region: [
    { code: 'TW', name: '臺灣' },
    { code: 'TW-01', name: '臺北市' },
    { code: 'TW-100', name: '中正區' },
  ],
  detail: '重慶南路一段122號',
  isDefault: true,
  installationPicture: null,
  installationTime: null,
  latitude: null,
  longitude: null,
  createdAt: '2026-11-20T00:00:00.000Z',
};
const office: Address = {
  ...home,
  id: 12,
  consignee: '陳大文',
  isDefault: false,
  detail: '信義路五段7號89樓',
  installationTime: '2030-01-02',
};

let list: Address[] = [];

beforeEach(() => {
  list = [home, office];
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  session.set('info', user);
  vi.mocked(showModal).mockClear();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/address/list') return envelope({ list, max: 20 });
    if (path === '/address/update') {
      const body = JSON.parse(String(init!.body)) as Address;
      return envelope({ ...list.find((a) => a.id === body.id)!, isDefault: true });
    }
    if (path.startsWith('/address?')) return envelope({ deleted: 1 });
    return envelope(user);
  });
});

const items = () => screen.findAllByTestId('address-item');
const calls = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)) as [string, RequestInit][];

describe('selectAddress', () => {
  it('lists the default first with its tag, the consignee, phone, region path and detail', async () => {
    renderApp('#/subpackage/selectAddress/index');
    const [first, second] = await items();
    expect(within(first!).getByTestId('address-default-tag').textContent).toBe('預設');
    expect(first!.textContent).toContain('王小明');
    expect(first!.textContent).toContain('+886912345678');
    expect(within(first!).getByTestId('address-item-address').textContent).toBe('臺灣 臺北市 中正區 重慶南路一段122號');
    expect(within(second!).queryByTestId('address-default-tag')).toBeNull();
    expect(within(first!).queryByTestId('address-set-default')).toBeNull();
    expect(second!.textContent).toContain('安裝日期 2030-01-02');
  });

  it('chosen to choose (?select=1), tapping an address stores it as addressInfo and addressDetail and goes back', async () => {
    const router = renderApp('#/subpackage/selectAddress/index?select=1');
    const [, second] = await items();
    fireEvent.click(within(second!).getByTestId('address-item-body'));
    await waitFor(() => expect(session.get().addressDetail).toEqual(office));
    expect(session.get().addressInfo).toEqual(office);
    // addressDetail is a device-stored item (spec §3); addressInfo is memory only.
    expect(JSON.parse(localStorage.getItem('uu.addressDetail') ?? 'null')).toEqual(office);
    // Opened directly: back to Mine, where the address book lives.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/index'));
  });

  it('with a redirect, the choice returns there', async () => {
    const router = renderApp(`#/subpackage/selectAddress/index?redirect=${encodeURIComponent('/subpackage/submitOrder/index')}`);
    fireEvent.click(within((await items())[0]!).getByTestId('address-item-body'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subpackage/submitOrder/index'));
    expect(session.get().addressDetail).toEqual(home);
  });

  it('outside choosing, tapping an address edits it and nothing is stored', async () => {
    const router = renderApp('#/subpackage/selectAddress/index');
    fireEvent.click(within((await items())[1]!).getByTestId('address-item-body'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subpackage/editAddress/index'));
    expect(router.state.location.search).toBe('?id=12');
    expect(session.get().addressDetail).toBeNull();
  });

  it('sets another address as the default with the whole address and isDefault', async () => {
    renderApp('#/subpackage/selectAddress/index');
    fireEvent.click(within((await items())[1]!).getByTestId('address-set-default'));
    await waitFor(() => expect(calls('/address/update')).toHaveLength(1));
    const [, init] = calls('/address/update')[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      id: 12,
      consignee: '陳大文',
      phone: '+886912345678',
      regionCode: 'TW-100',
      detail: '信義路五段7號89樓',
      isDefault: true,
      installationPicture: null,
      installationTime: '2030-01-02',
    });
  });

  it('deletes after the confirmation, and forgets a chosen address that is gone', async () => {
    session.set('addressDetail', office);
    renderApp('#/subpackage/selectAddress/index');
    fireEvent.click(within((await items())[1]!).getByTestId('address-delete'));
    await waitFor(() => expect(calls('/address?')).toHaveLength(1));
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ danger: true, content: '確定刪除 陳大文 的這個地址嗎？' }));
    const [url, init] = calls('/address?')[0]!;
    expect(url).toBe('/address?ids=12');
    expect(init.method).toBe('DELETE');
    await waitFor(() => expect(session.get().addressDetail).toBeNull());
  });

  it('nothing is deleted when the member cancels', async () => {
    vi.mocked(showModal).mockResolvedValueOnce(false);
    renderApp('#/subpackage/selectAddress/index');
    fireEvent.click(within((await items())[0]!).getByTestId('address-delete'));
    await waitFor(() => expect(showModal).toHaveBeenCalled());
    expect(calls('/address?')).toHaveLength(0);
  });

  it('shows the empty view with the add button when there is none', async () => {
    list = [];
    const router = renderApp('#/subpackage/selectAddress/index');
    expect((await screen.findByTestId('empty-view')).textContent).toContain('還沒有收件地址');
    fireEvent.click(screen.getByTestId('address-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subpackage/editAddress/index'));
  });
});
