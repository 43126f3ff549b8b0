import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { TopUpBonusCard } from './top-up-bonus-card';

const WAIT = { timeout: 10_000 };

function answer(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

// Only the key this card reads matters; the rest of the config is the other cards'.
const config = { topUpBonusTiers: [{ min: '500.00', bonus: '10.00' }], defaults: [] } as unknown as PlatformConfig;

function renderCard() {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <TopUpBonusCard config={config} isDefault={() => null} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

const inputs = (label: string) => screen.getAllByLabelText(label).map((el) => el as HTMLInputElement);

describe('the top-up bonus card (issue 24)', () => {
  let saved: unknown[];
  let tried: unknown[];
  beforeEach(async () => {
    await i18n.changeLanguage('zh-Hant');
    saved = [];
    tried = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      if (String(url) === '/admin/config' && init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        return answer({ code: 200, msg: 'ok', data: config });
      }
      if (String(url) === '/admin/config/dry-run' && init?.method === 'POST') {
        tried.push(JSON.parse(String(init.body)));
        const topUpBonus = { topUps: 12, members: 9, current: '40.00', proposed: '85.50', paid: '40.00' };
        return answer({ code: 200, msg: 'ok', data: { from: 0, to: 30 * 86_400_000, days: 30, topUpBonus, referralRewards: null } });
      }
      throw new Error(`unexpected ${String(url)}`);
    });
  });

  it('shows the tiers in effect, adds one and saves them as amounts', async () => {
    renderCard();
    await waitFor(() => expect(inputs('儲值滿（UU）').map((i) => i.value)).toEqual(['500.00']), WAIT);
    fireEvent.click(screen.getByRole('button', { name: /新增一檔/ }));
    const [, min] = inputs('儲值滿（UU）');
    const [, bonus] = inputs('贈送（UU）');
    fireEvent.change(min!, { target: { value: '1000' } });
    fireEvent.change(bonus!, { target: { value: '30.5' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(
      () =>
        expect(saved).toEqual([
          {
            topUpBonusTiers: [
              { min: '500.00', bonus: '10.00' },
              { min: '1000.00', bonus: '30.50' },
            ],
          },
        ]),
      WAIT,
    );
  }, 30_000);

  it('refuses a threshold that does not rise before anything is sent', async () => {
    renderCard();
    await waitFor(() => expect(inputs('儲值滿（UU）')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByRole('button', { name: /新增一檔/ }));
    const [, min] = inputs('儲值滿（UU）');
    const [, bonus] = inputs('贈送（UU）');
    fireEvent.change(min!, { target: { value: '400' } });
    fireEvent.change(bonus!, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(/門檻逐檔遞增/, undefined, WAIT)).toBeTruthy();
    expect(saved).toEqual([]);
  }, 30_000);

  it('tries the tiers in the form on the last 30 days before saving, and shows them beside the tiers in effect and what was paid', async () => {
    renderCard();
    await waitFor(() => expect(inputs('儲值滿（UU）').map((i) => i.value)).toEqual(['500.00']), WAIT);
    fireEvent.change(inputs('贈送（UU）')[0]!, { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('topUpBonus-dry-run-start'));
    expect((await screen.findByTestId('topUpBonus-dry-run-count', undefined, WAIT)).textContent).toBe('核准儲值 12 筆，會員 9 位');
    expect(tried).toEqual([{ topUpBonusTiers: [{ min: '500.00', bonus: '25.00' }] }]);
    const table = screen.getByTestId('topUpBonus-dry-run');
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      '目前規則40.00',
      '表單中的規則85.50',
      '實際入帳40.00',
    ]);
    expect(saved).toEqual([]);
  }, 30_000);
});
