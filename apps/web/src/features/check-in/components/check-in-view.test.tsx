import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignLog, SignResult } from '@uu/contract/chat';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const rewards = [
  { streak: 7, currency: 'KB' as const, amount: '10.00', coupon: null, questions: null },
  { streak: 3, currency: 'KB' as const, amount: '2.00', coupon: null, questions: null },
  { streak: 14, currency: null, amount: null, coupon: '滿百減十券', questions: null },
];

function signLog(month: string, days: string[], over: Partial<SignLog> = {}): SignLog {
  return {
    month,
    days,
    madeUpDays: [],
    today: '2026-11-25',
    signedToday: false,
    streak: 2,
    rewards,
    milestones: [],
    plan: [],
    makeUp: { perMonth: 2, used: 0, cost: '5.00' },
    ...over,
  };
}

let signed = false;

beforeEach(() => {
  signed = false;
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/SignLog/listSignLog')) {
      const month = new URL(path, 'http://x').searchParams.get('month') ?? '2026-11';
      if (month === '2026-10') return envelope(signLog(month, ['2026-10-30', '2026-10-31']));
      const days = ['2026-11-23', '2026-11-24', ...(signed ? ['2026-11-25'] : [])];
      return envelope(signLog(month, days, { signedToday: signed, streak: signed ? 3 : 2 }));
    }
    if (path.startsWith('/SignLog/sign') && init?.method === 'POST') {
      signed = true;
      const result: SignResult = {
        day: '2026-11-25',
        streak: 3,
        bonusQuestions: 1,
        reward: rewards[1]!,
        milestone: null,
        allowance: {
          day: '2026-11-25',
          levelQuestions: 2,
          checkInBonus: 1,
          packageQuestions: 0,
          packageDaysLeft: 0,
          used: 2,
          remaining: 1,
          signedToday: true,
        },
      };
      return envelope(result);
    }
    return envelope(user);
  });
});

describe('check-in (signIn)', () => {
  it('marks the signed days and today, and moves between months but never past today’s', async () => {
    renderApp('#/subpackage/signIn/index');
    const calendar = await screen.findByTestId('signin-calendar', {}, { timeout: 5000 });
    expect(calendar.getAttribute('data-month')).toBe('2026-11');
    expect(screen.getByTestId('signin-day-2026-11-24').getAttribute('data-signed')).toBe('true');
    expect(screen.getByTestId('signin-day-2026-11-25').getAttribute('data-signed')).toBeNull();
    expect(screen.getByTestId('signin-day-2026-11-25').getAttribute('data-today')).toBe('true');
    expect(screen.getByTestId('signin-streak').getAttribute('data-streak')).toBe('2');
    expect(screen.getByTestId('signin-next-month')).toHaveProperty('disabled', true);
    // The rewards in streak order.
    expect([...screen.getByTestId('signin-rewards').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '連續 3 天2.00 KB',
      '連續 7 天10.00 KB',
      '連續 14 天滿百減十券',
    ]);

    fireEvent.click(screen.getByTestId('signin-prev-month'));
    await waitFor(() => expect(screen.getByTestId('signin-calendar').getAttribute('data-month')).toBe('2026-10'));
    expect(screen.getByTestId('signin-day-2026-10-31').getAttribute('data-signed')).toBe('true');
    expect(screen.queryByTestId('signin-day-2026-11-24')).toBeNull();
  });

  it('checks in: +1 question today and the reward it paid, then "checked in"', async () => {
    renderApp('#/subpackage/signIn/index');
    const button = await screen.findByTestId('signin-button', {}, { timeout: 5000 });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(button.textContent).toBe('立即簽到');
    fireEvent.click(button);
    const result = await screen.findByTestId('signin-result');
    expect(result.textContent).toContain('今日提問次數 +1');
    expect(screen.getByTestId('signin-reward').textContent).toBe('連續簽到 3 天獎勵：2.00 KB');
    expect(screen.getByTestId('signin-button').textContent).toBe('今日已簽到');
    expect(screen.getByTestId('signin-button')).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByTestId('signin-day-2026-11-25').getAttribute('data-signed')).toBe('true'));
    expect(screen.getByTestId('signin-streak').getAttribute('data-streak')).toBe('3');
  });
});
