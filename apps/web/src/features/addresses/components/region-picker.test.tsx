import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { RegionPicker } from './region-picker';
import { regionCalls, regionReply } from './region-tree.fixture';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

beforeEach(() => {
  fetchMock.mockImplementation(async (url) => regionReply(String(url)) ?? envelope(null));
});

function renderPicker(value: Parameters<typeof RegionPicker>[0]['value'] = null) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<RegionPicker visible value={value} onClose={onClose} onConfirm={onConfirm} />);
  return { onConfirm, onClose };
}

const options = () => screen.getAllByTestId('address-region-option');
const option = (name: string) => screen.getByRole('option', { name });
const confirm = () => screen.getByTestId<HTMLButtonElement>('address-region-confirm');

describe('RegionPicker', () => {
  it('loads each level only when it is shown, and accepts only a last-level region', async () => {
    const { onConfirm, onClose } = renderPicker();
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['臺灣', '香港']));
    // Only the top level so far: no child level is fetched before it is opened.
    expect(regionCalls(fetchMock.mock.calls)).toEqual(['']);
    expect(confirm().disabled).toBe(true);

    fireEvent.click(option('臺灣'));
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['臺北市', '新北市']));
    expect(regionCalls(fetchMock.mock.calls)).toEqual(['', 'TW']);
    // A region with children is not an address's region.
    expect(confirm().disabled).toBe(true);
    fireEvent.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(option('臺北市'));
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['中正區', '大同區']));
    expect(regionCalls(fetchMock.mock.calls)).toEqual(['', 'TW', 'TW-01']);
    expect(confirm().disabled).toBe(true);

    fireEvent.click(option('中正區'));
    expect(option('中正區').getAttribute('aria-selected')).toBe('true');
    expect(confirm().disabled).toBe(false);
    // The chosen path is shown above the options.
    const trail = screen.getAllByTestId('address-region-crumb').map((c) => c.textContent);
    expect(trail).toEqual(['臺灣', '臺北市', '中正區']);

    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith([
      { code: 'TW', name: '臺灣' },
      { code: 'TW-01', name: '臺北市' },
      { code: 'TW-100', name: '中正區' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('steps back to a level from the path, and choosing there drops the levels below', async () => {
    const { onConfirm } = renderPicker([
      { code: 'TW', name: '臺灣' },
      { code: 'TW-01', name: '臺北市' },
      { code: 'TW-100', name: '中正區' },
    ]);
    // Opens on the saved region's level, its siblings loaded, already confirmable.
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['中正區', '大同區']));
    expect(regionCalls(fetchMock.mock.calls)).toEqual(['TW-01']);
    expect(confirm().disabled).toBe(false);

    fireEvent.click(screen.getAllByTestId('address-region-crumb')[0]!);
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['臺灣', '香港']));
    fireEvent.click(option('香港'));
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['香港島']));
    expect(screen.getAllByTestId('address-region-crumb').map((c) => c.textContent)).toEqual(['香港']);
    expect(confirm().disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
    within(screen.getByTestId('address-region-picker')).getByText('請選擇');
  });
});
