import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@uu/contract/accounts';
import { i18n } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';
import { session } from '@/lib/session';
import { ensurePayPassword } from './use-pay-password-guard';

vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn() }));
const { showModal } = await import('@/components/ui/modal');

const info = (isSetPayPassword: boolean): UserInfo => ({
  id: 1,
  memberNo: '12345678',
  nickname: 'amy',
  email: 'amy@example.com',
  phone: null,
  avatar: null,
  level: 0,
  status: 'active',
  invitationCode: 'ABCD2345',
  isSetPayPassword,
  createdAt: '2025-01-01T00:00:00Z',
});

const navigate = vi.fn();

beforeEach(() => {
  session.reset();
  navigate.mockReset();
  setNavigator(navigate);
  vi.mocked(showModal).mockReset();
  window.location.hash = '#/subpackage/myMoney/index';
});

describe('the payment-password guard (spec §6)', () => {
  it('lets a paid action through when the payment password is set', () => {
    session.set('info', info(true));
    expect(ensurePayPassword()).toBe(true);
    expect(showModal).not.toHaveBeenCalled();
  });

  it('otherwise prompts to set it first, with a go-to-set button, and stops the action', async () => {
    vi.mocked(showModal).mockResolvedValue(true);
    session.set('info', info(false));
    expect(ensurePayPassword()).toBe(false);
    expect(showModal).toHaveBeenCalledWith({ content: '請先設定支付密碼', confirmText: '前往設定' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/subpackage/settingContent/index?type=setPay', undefined));
    expect(i18n.t('payPassword.setFirst')).toBe('請先設定支付密碼');
  });

  it('stays put when the member cancels, and prompts once however often it is asked', async () => {
    let answer!: (go: boolean) => void;
    vi.mocked(showModal).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    expect(ensurePayPassword(info(false))).toBe(false);
    expect(ensurePayPassword(info(false))).toBe(false);
    expect(showModal).toHaveBeenCalledTimes(1);
    answer(false);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prompts when the profile is not known', () => {
    vi.mocked(showModal).mockResolvedValue(false);
    expect(ensurePayPassword(null)).toBe(false);
    expect(showModal).toHaveBeenCalledTimes(1);
  });
});
