import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@uu/contract/addresses';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { AddressForm } from './address-form';
import { regionReply } from './region-tree.fixture';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const saved: Address = {
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

beforeEach(() => {
  fetchMock.mockImplementation(async (url) => regionReply(String(url)) ?? envelope(saved));
});

function renderForm(address?: Address, installation = false) {
  const onSaved = vi.fn();
  renderWithProviders(
    <AddressForm
      address={address}
      installation={installation}
      onSaved={onSaved}
      renderPicturePicker={(_onUploaded, children) => <div data-testid="address-picture">{children}</div>}
    />,
  );
  return { onSaved };
}

const field = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.matches('input, textarea') ? el : el.querySelector('input, textarea')) as HTMLInputElement;
};
const fill = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('address-submit'));
const messages = () => screen.queryAllByRole('alert').map((el) => el.textContent);
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

async function pickTaipeiZhongzheng() {
  fireEvent.click(screen.getByTestId('address-region'));
  for (const name of ['臺灣', '臺北市', '中正區']) fireEvent.click(await screen.findByRole('option', { name }));
  fireEvent.click(screen.getByTestId('address-region-confirm'));
  await waitFor(() => expect(screen.getByTestId('address-region').textContent).toBe('臺灣 / 臺北市 / 中正區'));
}

describe('AddressForm: spec §5 "Address", every problem at once (issue 19 #10)', () => {
  it('an empty form shows region, consignee, detail and phone together; each goes when fixed; only then the call', async () => {
    const { onSaved } = renderForm();
    submit();
    await waitFor(() =>
      // In the form's order: consignee, phone, region, detail.
      expect(messages()).toEqual([
        '請輸入收件人',
        '請輸入有效的手機號碼（含國際區號，如 +886912345678）',
        '請選擇所在地區',
        '詳細地址須多於 6 個字',
      ]),
    );

    await pickTaipeiZhongzheng();
    // Fixing a field clears its own message, the others stay.
    expect(messages()).toEqual(['請輸入收件人', '請輸入有效的手機號碼（含國際區號，如 +886912345678）', '詳細地址須多於 6 個字']);

    fill('address-consignee', '王小明');
    fill('address-detail', '重慶南路一段');
    submit();
    await waitFor(() => expect(messages()).toEqual(['請輸入有效的手機號碼（含國際區號，如 +886912345678）', '詳細地址須多於 6 個字']));

    fill('address-detail', '重慶南路一段122號');
    submit();
    await waitFor(() => expect(messages()).toEqual(['請輸入有效的手機號碼（含國際區號，如 +886912345678）']));
    expect(calls('/address/save')).toHaveLength(0);

    fill('address-phone', '0912 345 678');
    fireEvent.click(screen.getByTestId('address-default-switch'));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(messages()).toEqual([]);
    const [[, init]] = calls('/address/save') as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      consignee: '王小明',
      phone: '+886912345678',
      regionCode: 'TW-100',
      detail: '重慶南路一段122號',
      isDefault: true,
      installationPicture: null,
      installationTime: null,
      latitude: null,
      longitude: null,
    });
  }, 20_000);

  it('asks installation fields only for an installation order, or on an address that has them', () => {
    renderForm();
    expect(screen.queryByTestId('address-date')).toBeNull();
    expect(screen.queryByTestId('address-picture')).toBeNull();
    expect(screen.queryByTestId('address-location-section')).toBeNull();
    cleanup();
    renderForm(undefined, true);
    expect(screen.getByTestId('address-date')).toBeTruthy();
    expect(screen.getByTestId('address-picture')).toBeTruthy();
    expect(screen.getByTestId('address-location-section')).toBeTruthy();
  });

  it('an installation date that is no longer later than today is refused until changed or cleared', async () => {
    const { onSaved } = renderForm({ ...saved, isDefault: false, installationTime: '2020-01-01', installationPicture: '/files/a.png' });
    expect(field('address-consignee').value).toBe('王小明');
    expect(field('address-phone').value).toBe('912345678');
    expect(screen.getByTestId('address-region').textContent).toBe('臺灣 / 臺北市 / 中正區');
    expect(screen.getByTestId('address-date').textContent).toBe('2020-01-01');
    submit();
    await waitFor(() => expect(messages()).toEqual(['安裝日期須晚於今天']));
    expect(calls('/address/update')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('address-date-clear'));
    fireEvent.click(screen.getByTestId('address-picture-remove'));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [[, init]] = calls('/address/update') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ id: 11, isDefault: false, installationTime: null, installationPicture: null });
  });

  it('the default address stays the default: its switch is on and locked', () => {
    renderForm(saved);
    const sw = screen.getByTestId('address-default-switch');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.getAttribute('aria-disabled')).toBe('true');
  });
});
