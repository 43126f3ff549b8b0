import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import type { RedeemResult } from '@uu/contract/redemption';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { input, renderApp, type } from '@/test/render-app';

const fetchMock = stubFetch();

const uu: RedeemResult = {
  reward: { kind: 'uu', amount: '12.50', couponId: null, couponName: null, questionsPerDay: null, days: null },
  name: '春季禮品卡',
  redeemedAt: 0,
};
const chat: RedeemResult = {
  reward: { kind: 'chat', amount: null, couponId: null, couponName: null, questionsPerDay: 5, days: 30 },
  name: 'Spring gift card',
  redeemedAt: 0,
};

/** The codes sent to POST /user/redeem, and what the server answers to each. */
let sent: string[] = [];
let answer: (code: string) => Response;

beforeEach(async () => {
  sent = [];
  answer = () => envelope(uu);
  await i18n.changeLanguage('zh-Hant');
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url).startsWith('/user/redeem') && init?.method === 'POST') {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      sent.push(code);
      return answer(code);
    }
    return envelope(user);
  });
});

const open = async () => {
  renderApp('#/subpackage/redeemCode/index');
  await screen.findByTestId('redeem-input', {}, { timeout: 5000 });
};

describe('redeemCode', () => {
  it('groups the code as typed, sends it, and shows what it gave with a way to the wallet', async () => {
    await open();
    type('redeem-input', ' abcd efgh-jkmn pqrs9 ');
    expect(input('redeem-input')).toHaveProperty('value', 'ABCD-EFGH-JKMN-PQRS');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await screen.findByTestId('redeem-result');
    // The contract's schema strips the dashes before it is sent.
    expect(sent).toEqual(['ABCDEFGHJKMNPQRS']);
    expect(screen.getByTestId('redeem-reward').textContent).toBe('12.50 UU 積分已存入錢包');
    expect(screen.getByTestId('redeem-result').textContent).toContain('來自：春季禮品卡');
    expect(screen.getByTestId('redeem-go').getAttribute('href')).toBe('#/subpackage/myMoney/index');
    fireEvent.click(screen.getByTestId('redeem-go'));
    await waitFor(() => expect(window.location.hash).toBe('#/subpackage/myMoney/index'));
  });

  it('says a chat package in the member’s language and leads to the chat', async () => {
    await i18n.changeLanguage('en');
    answer = () => envelope(chat);
    await open();
    type('redeem-input', '23456789ABCDEFGH');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await screen.findByTestId('redeem-result');
    expect(screen.getByTestId('redeem-reward').textContent).toBe('Chat package: 5 questions a day for 30 days, started now');
    expect(screen.getByTestId('redeem-go').textContent).toBe('Start chatting');
    expect(screen.getByTestId('redeem-go').getAttribute('href')).toBe('#/pages/chat/index');
    // Another code: the form again, empty.
    fireEvent.click(screen.getByTestId('redeem-again'));
    expect(await screen.findByTestId('redeem-input')).toBeTruthy();
    expect(input('redeem-input')).toHaveProperty('value', '');
  });

  it('refuses a code too short before sending it', async () => {
    await open();
    type('redeem-input', 'ABCD-EFGH');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect(await screen.findByText(/請輸入卡片上的 16 位兌換碼/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it.each([
    [Code.REDEEM_CODE_USED, '此兌換碼已被兌換。'],
    [Code.REDEEM_CODE_EXPIRED, '此兌換碼已過期。'],
    [Code.REDEEM_CODE_INVALID, '查無此兌換碼，或兌換碼已作廢，請核對後再輸入。'],
    [Code.REDEEM_THROTTLED, '嘗試次數過多，請稍後再試。'],
    [Code.REDEEM_ONCE_PER_MEMBER, '此活動每位會員限兌換一次，您已兌換過。'],
  ])('explains a refusal (code %i) under the input, until the code is changed', async (code, text) => {
    answer = () => envelope(null, { code, msg: 'server text' });
    await open();
    type('redeem-input', '23456789ABCDEFGH');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe(text);
    expect(screen.queryByTestId('redeem-result')).toBeNull();
    type('redeem-input', '23456789ABCDEFG');
    expect(screen.queryByTestId('redeem-error')).toBeNull();
  });

  it('is reached from the coupons page', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/coupon/listCoupon')
        ? envelope({ list: [], total: 0, page: 1, size: 10, counts: { available: 0, used: 0, expired: 0, forOrders: 0 } })
        : envelope(user),
    );
    renderApp('#/subpackage/myCoupon/index');
    const bar = await screen.findByTestId('coupon-redeem-bar', {}, { timeout: 5000 });
    expect(bar.textContent).toBe('有兌換碼？輸入兌換');
    fireEvent.click(bar);
    await waitFor(() => expect(window.location.hash).toBe('#/subpackage/redeemCode/index'));
    expect(await screen.findByTestId('redeem-input')).toBeTruthy();
  });

  it('is reached from a tile of the wallet', async () => {
    renderApp('#/subpackage/myMoney/index');
    const tile = await screen.findByTestId('wallet-entry-redeem', {}, { timeout: 5000 });
    expect(tile.textContent).toBe('兌換碼');
    expect(tile.getAttribute('href')).toBe('#/subpackage/redeemCode/index');
  });
});
