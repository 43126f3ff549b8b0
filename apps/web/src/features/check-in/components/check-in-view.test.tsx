import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignLog, SignResult } from '@uu/contract/chat';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(async () => true) }));

const { showToast } = await import('@/components/ui/toast');
const { showModal } = await import('@/components/ui/modal');

const fetchMock = stubFetch();

const rewards = [
  { streak: 7, currency: 'KB' as const, amount: '10.00', coupon: null, questions: null, makeUpCards: null },
  { streak: 3, currency: 'KB' as const, amount: '2.00', coupon: null, questions: null, makeUpCards: null },
  { streak: 14, currency: null, amount: null, coupon: '滿百減十券', questions: null, makeUpCards: null },
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
    makeUp: { perMonth: 2, used: 0, cost: '5.00', pay: 'uu', cards: 0 },
    reminder: { enabled: reminderOn, at: '20:00' },
    ...over,
  };
}

let signed = false;
let reminderOn = false;
/** How the make-up is paid and the cards held, in the current month's answer. */
let makeUpPay: { pay: 'uu' | 'card' | 'cardOrUu'; cards: number } = { pay: 'uu', cards: 0 };
const reminderBodies: unknown[] = [];
/** The days made up so far, and what POST /SignLog/makeUp answers (null: it succeeds). */
let madeUp: string[] = [];
let makeUpRefusal: { code: number; msg: string } | null = null;
const makeUpBodies: unknown[] = [];

const milestones = [
  { days: 10, currency: 'UU' as const, amount: '8.00', coupon: null, questions: null, makeUpCards: null },
  { days: 2, currency: null, amount: null, coupon: null, questions: 3, makeUpCards: null },
];
const plan = [
  { day: '2026-11-25', streak: 3, reward: rewards[1]!, milestone: null },
  { day: '2026-11-26', streak: 4, reward: null, milestone: null },
  { day: '2026-11-30', streak: 8, reward: null, milestone: milestones[0]! },
];

beforeEach(() => {
  signed = false;
  reminderOn = false;
  makeUpPay = { pay: 'uu', cards: 0 };
  reminderBodies.length = 0;
  madeUp = [];
  makeUpRefusal = null;
  makeUpBodies.length = 0;
  vi.mocked(showToast).mockClear();
  vi.mocked(showModal).mockClear();
  vi.mocked(showModal).mockImplementation(async () => true);
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/SignLog/listSignLog')) {
      const month = new URL(path, 'http://x').searchParams.get('month') ?? '2026-11';
      if (month === '2026-10') return envelope(signLog(month, ['2026-10-30', '2026-10-31']));
      const days = [...madeUp, '2026-11-23', '2026-11-24', ...(signed ? ['2026-11-25'] : [])].sort();
      return envelope(
        signLog(month, days, {
          signedToday: signed,
          streak: signed ? 3 : 2,
          madeUpDays: madeUp,
          milestones,
          plan,
          makeUp: { perMonth: 2, used: madeUp.length, cost: '5.00', ...makeUpPay },
        }),
      );
    }
    if (path.startsWith('/SignLog/reminder') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { enabled: boolean };
      reminderBodies.push(body);
      reminderOn = body.enabled;
      return envelope({ enabled: reminderOn, at: '20:00' });
    }
    if (path.startsWith('/SignLog/makeUp') && init?.method === 'POST') {
      makeUpBodies.push(JSON.parse(String(init.body)));
      if (makeUpRefusal) return envelope(null, makeUpRefusal);
      madeUp.push('2026-11-22');
      const withCard = makeUpPay.pay !== 'uu' && makeUpPay.cards > 0;
      if (withCard) makeUpPay = { ...makeUpPay, cards: makeUpPay.cards - 1 };
      return envelope({
        day: '2026-11-22',
        streak: 3,
        cost: withCard ? '0.00' : '5.00',
        paidWith: withCard ? 'card' : 'uu',
        milestone: null,
        makeUp: { perMonth: 2, used: madeUp.length, cost: '5.00', ...makeUpPay },
      });
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

  it('shows what the coming days give and the month’s milestones', async () => {
    renderApp('#/subpackage/signIn/index');
    await screen.findByTestId('signin-coming', {}, { timeout: 5000 });
    // Only the days that pay something, with the reward and the milestone texts.
    expect([...screen.getByTestId('signin-coming').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '11/252.00 KB',
      '11/308.00 UU',
    ]);
    const coming = screen.getByTestId('signin-day-2026-11-30');
    expect(coming.getAttribute('data-gives')).toBe('8.00 UU');
    expect(coming.getAttribute('aria-label')).toBe('2026-11-30 · 簽到可得 8.00 UU');
    expect(screen.getByTestId('signin-day-2026-11-26').getAttribute('data-gives')).toBeNull();
    const milestoneList = await screen.findByTestId('signin-milestones');
    expect([...milestoneList.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '本月累計 2 天3 次提問',
      '本月累計 10 天8.00 UU',
    ]);
    expect(screen.getByTestId('signin-milestone-2').getAttribute('data-reached')).toBe('true');
    expect(screen.getByTestId('signin-milestone-10').getAttribute('data-reached')).toBeNull();
    expect(screen.getByTestId('signin-month-count').textContent).toBe('本月已簽到 2 天');
  });

  it('makes up a missed day after a confirmation, with its cost and the number left, then marks it', async () => {
    renderApp('#/subpackage/signIn/index');
    await screen.findByTestId('signin-calendar', {}, { timeout: 5000 });
    expect(screen.getByTestId('signin-makeup-info').textContent).toBe('補簽每次 5.00 UU，本月還可補簽 2 次');
    // Missed past days are offered; checked-in, today's and coming days are not.
    expect(screen.getByTestId('signin-day-2026-11-22').getAttribute('data-missed')).toBe('true');
    expect(screen.queryByTestId('signin-makeup-2026-11-24')).toBeNull();
    expect(screen.queryByTestId('signin-makeup-2026-11-25')).toBeNull();
    expect(screen.queryByTestId('signin-makeup-2026-11-26')).toBeNull();
    const button = screen.getByRole('button', { name: '補簽 2026-11-22' });

    // Cancelled: nothing is called.
    vi.mocked(showModal).mockImplementationOnce(async () => false);
    fireEvent.click(button);
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
    expect(showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '補簽 2026-11-22 需花費 5.00 UU，補簽後本月還可補簽 1 次。確定補簽嗎？' }),
    );
    expect(makeUpBodies).toEqual([]);

    fireEvent.click(button);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已補簽 2026-11-22，目前已連續簽到 3 天', 'success'));
    expect(makeUpBodies).toEqual([{ day: '2026-11-22' }]);
    await waitFor(() => expect(screen.getByTestId('signin-day-2026-11-22').getAttribute('data-made-up')).toBe('true'));
    const day = screen.getByTestId('signin-day-2026-11-22');
    expect(day.getAttribute('data-signed')).toBe('true');
    expect(day.getAttribute('aria-label')).toBe('2026-11-22 · 已補簽');
    expect(screen.queryByTestId('signin-makeup-2026-11-22')).toBeNull();
    expect(screen.getByTestId('signin-makeup-info').textContent).toBe('補簽每次 5.00 UU，本月還可補簽 1 次');
  });

  it('shows a refused make-up’s reason and offers none once the month’s are used', async () => {
    makeUpRefusal = { code: 4103, msg: '本月補簽次數已用完（每月 2 次）' };
    renderApp('#/subpackage/signIn/index');
    fireEvent.click(await screen.findByRole('button', { name: '補簽 2026-11-21' }, { timeout: 5000 }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('本月補簽次數已用完（每月 2 次）'));
    expect(showToast).not.toHaveBeenCalledWith(expect.stringContaining('已補簽'), 'success');
    expect(screen.getByTestId('signin-day-2026-11-21').getAttribute('data-made-up')).toBeNull();

    // Both used (on another device): no day is offered, and the line says so.
    makeUpRefusal = null;
    madeUp = ['2026-11-03', '2026-11-04'];
    fireEvent.click(screen.getByTestId('signin-prev-month'));
    await waitFor(() => expect(screen.getByTestId('signin-calendar').getAttribute('data-month')).toBe('2026-10'));
    // Past months are never offered for a make-up.
    expect(screen.queryByTestId('signin-makeup-info')).toBeNull();
    expect(screen.getByTestId('signin-day-2026-10-02').getAttribute('data-missed')).toBeNull();
    fireEvent.click(screen.getByTestId('signin-next-month'));
    await waitFor(() => expect(screen.getByTestId('signin-makeup-info').textContent).toBe('本月補簽次數已用完（每月 2 次）'));
    expect(screen.queryByRole('button', { name: /^補簽 / })).toBeNull();
    expect(screen.getByTestId('signin-day-2026-11-03').getAttribute('data-made-up')).toBe('true');
  });

  it('makes up with a make-up card: the cards held, the card in the confirmation, none offered without a card', async () => {
    makeUpPay = { pay: 'cardOrUu', cards: 1 };
    renderApp('#/subpackage/signIn/index');
    await screen.findByTestId('signin-calendar', {}, { timeout: 5000 });
    expect(screen.getByTestId('signin-cards').textContent).toBe('補簽卡 1 張');
    expect(screen.getByTestId('signin-makeup-info').textContent).toBe('補簽優先使用補簽卡，沒有補簽卡時每次 5.00 UU，本月還可補簽 2 次');
    fireEvent.click(screen.getByRole('button', { name: '補簽 2026-11-22' }));
    await waitFor(() =>
      expect(showModal).toHaveBeenCalledWith(
        expect.objectContaining({ content: '補簽 2026-11-22 將使用 1 張補簽卡（剩 0 張），補簽後本月還可補簽 1 次。確定補簽嗎？' }),
      ),
    );
    await waitFor(() => expect(makeUpBodies).toEqual([{ day: '2026-11-22', useCard: true }]));
    await waitFor(() => expect(screen.getByTestId('signin-cards').getAttribute('data-cards')).toBe('0'));

    // Cards only, and none held: no day is offered, and the line says why.
    makeUpPay = { pay: 'card', cards: 0 };
    fireEvent.click(screen.getByTestId('signin-prev-month'));
    await waitFor(() => expect(screen.getByTestId('signin-calendar').getAttribute('data-month')).toBe('2026-10'));
    fireEvent.click(screen.getByTestId('signin-next-month'));
    await waitFor(() => expect(screen.getByTestId('signin-makeup-info').textContent).toBe('補簽需要補簽卡，您目前沒有補簽卡'));
    expect(screen.queryByRole('button', { name: /^補簽 / })).toBeNull();
  });

  it('turns the daily reminder on with its time', async () => {
    renderApp('#/subpackage/signIn/index');
    const reminder = await screen.findByTestId('signin-reminder', {}, { timeout: 5000 });
    expect(reminder.textContent).toContain('每日簽到提醒');
    expect(reminder.textContent).toContain('當天還沒簽到時，於 20:00 發送提醒');
    const toggle = screen.getByRole('switch', { name: '每日簽到提醒' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已開啟簽到提醒', 'success'));
    expect(reminderBodies).toEqual([{ enabled: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: '每日簽到提醒' }).getAttribute('aria-checked')).toBe('true'));
  });
});
