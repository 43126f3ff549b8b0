import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@uu/contract/admin-permissions';
import { queryClient } from '@/lib/query-client';
import { RolesCard } from './roles-card';

const WAIT = { timeout: 10_000 };

function answer(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

const ROLES = [
  { id: 'admin', name: null, builtIn: true, permissions: PERMISSIONS, operators: 1 },
  { id: 'clerk', name: null, builtIn: true, permissions: ['orders.view', 'orders.writeoff'], operators: 0 },
  { id: 'custom-1', name: '客服', builtIn: false, permissions: ['members.view'], operators: 2 },
];

function renderCard() {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RolesCard />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

describe('roles and permissions', () => {
  it('lists presets and custom roles, and creates a role from the permissions checked, grouped by page', async () => {
    const saved: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path === '/admin/roles' && init?.method === 'POST') {
        saved.push(JSON.parse(String(init.body)));
        return answer({
          code: 200,
          msg: 'ok',
          data: { id: 'custom-2', name: '訂單', builtIn: false, permissions: ['orders.view'], operators: 0 },
        });
      }
      if (path === '/admin/roles') return answer({ code: 200, msg: 'ok', data: ROLES });
      throw new Error(`unexpected ${path}`);
    });
    renderCard();
    expect(await screen.findByText('管理員', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('店員')).toBeTruthy();
    expect(screen.getByText('客服')).toBeTruthy();
    // A role two accounts hold cannot be deleted.
    const customRow = screen.getByText('客服').closest('tr')!;
    expect(within(customRow).getByRole('button', { name: '刪除' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /新增角色/ }));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.change(within(dialog).getByLabelText('角色名稱'), { target: { value: '訂單' } });
    const orders = within(dialog).getByTestId('permissions-orders');
    fireEvent.click(within(orders).getByLabelText('檢視訂單'));
    fireEvent.click(within(orders).getByLabelText('出貨、物流與安裝'));
    fireEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(saved).toEqual([{ name: '訂單', permissions: ['orders.view', 'orders.ship'] }]), WAIT);
  }, 30_000);

  it('shows a built-in role read-only, and copies it into a new custom role', async () => {
    const saved: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path === '/admin/roles' && init?.method === 'POST') {
        saved.push(JSON.parse(String(init.body)));
        return answer({ code: 200, msg: 'ok', data: { ...ROLES[2], id: 'custom-3' } });
      }
      if (path === '/admin/roles') return answer({ code: 200, msg: 'ok', data: ROLES });
      throw new Error(`unexpected ${path}`);
    });
    renderCard();
    const clerkRow = (await screen.findByText('店員', undefined, WAIT)).closest('tr')!;
    fireEvent.click(within(clerkRow).getByRole('button', { name: '檢視' }));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialog).getByText('內建角色為預設範本，不可修改；可複製為自訂角色再調整。')).toBeTruthy();
    const writeOff = within(dialog).getByLabelText<HTMLInputElement>('核銷與自取交貨');
    expect([writeOff.checked, writeOff.disabled]).toEqual([true, true]);
    fireEvent.click(within(dialog).getByRole('button', { name: '複製為新角色' }));
    const name = await within(dialog).findByLabelText<HTMLInputElement>('角色名稱', undefined, WAIT);
    expect(name.value).toBe('店員（副本）');
    fireEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(saved).toEqual([{ name: '店員（副本）', permissions: ['orders.view', 'orders.writeoff'] }]), WAIT);
  }, 30_000);
});
