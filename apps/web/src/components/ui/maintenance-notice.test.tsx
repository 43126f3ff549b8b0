import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@uu/contract/codes';
import { routes } from '@uu/contract/routes';
import { ApiError, request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch } from '@/test/api';
import { renderApp } from '@/test/render-app';
import { isMaintenanceNoticeOpen } from './maintenance-notice';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
const { showToast } = await import('@/components/ui/toast');

const fetchMock = stubFetch();
const MESSAGE = '系統升級中，預計 06:00 恢復';

/** The server while the switch is on: member calls answer the maintenance code, the status call passes. */
function maintenanceOn() {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).startsWith('/sysConfig/maintenance')) return envelope({ on: true, message: MESSAGE });
    return new Response(JSON.stringify({ code: Code.MAINTENANCE, msg: MESSAGE, data: null }), { status: 503 });
  });
}

function maintenanceOff() {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/sysConfig/maintenance') return envelope({ on: false, message: null });
    if (path === '/agreement/list') return envelope({ list: [{ id: 1, title: '服務條款' }] });
    if (path === '/sysConfig/getCustomerService') return envelope({ contacts: [], hours: null });
    return envelope(null);
  });
}

beforeEach(() => {
  session.reset();
  queryClient.clear();
  vi.mocked(showToast).mockClear();
});

afterEach(async () => {
  // Leave no notice behind for the next test.
  maintenanceOff();
  if (isMaintenanceNoticeOpen()) fireEvent.click(screen.getByTestId('maintenance-retry'));
  await waitFor(() => expect(screen.queryByTestId('maintenance-notice')).toBeNull());
});

describe('the maintenance notice (spec §8)', () => {
  it('opens once with the server’s message for every call refused, without a toast per call', async () => {
    maintenanceOn();
    const calls = [request(routes.getGuide), request(routes.getFaq), request(routes.getUserInfo)];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: Code.MAINTENANCE });
    expect(await screen.findByTestId('maintenance-notice')).toBeTruthy();
    expect(screen.getAllByTestId('maintenance-notice')).toHaveLength(1);
    expect(screen.getByTestId('maintenance-message').textContent).toBe(MESSAGE);
    expect(screen.getByRole('alertdialog').textContent).toContain('系統維護中');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('stays while maintenance goes on, saying so, and cannot be dismissed', async () => {
    maintenanceOn();
    await expect(request(routes.getFaq)).rejects.toBeInstanceOf(ApiError);
    const notice = await screen.findByTestId('maintenance-notice');
    fireEvent.click(notice);
    fireEvent.keyDown(notice, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('maintenance-retry'));
    expect(await screen.findByText('維護尚未結束，請稍後再試')).toBeTruthy();
    expect(screen.getByTestId('maintenance-notice')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/sysConfig/maintenance')).toBe(true);
  });

  it('closes when maintenance is over, and the page loads what it could not', async () => {
    maintenanceOn();
    renderApp('#/subpackage/navWe/index');
    expect(await screen.findByTestId('maintenance-notice', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('nav-we-agreement-1')).toBeNull();

    maintenanceOff();
    fireEvent.click(screen.getByTestId('maintenance-retry'));
    await waitFor(() => expect(screen.queryByTestId('maintenance-notice')).toBeNull());
    expect((await screen.findByTestId('nav-we-agreement-1', {}, { timeout: 5000 })).textContent).toContain('服務條款');
  });
});
