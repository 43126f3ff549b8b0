import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, sha256, stubFetch } from '@/test/api';
import { input, renderWithProviders, type } from '@/test/render-app';
import { GetBackForm } from './get-back-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
const { showToast } = await import('@/components/ui/toast');

const fetchMock = stubFetch();

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

describe('GetBackForm (password recovery)', () => {
  it('asks for a reset code, then sends the new password hashed twice', async () => {
    const onReset = vi.fn();
    renderWithProviders(<GetBackForm onReset={onReset} />);
    type('getback-account', 'Amy@Example.com');
    fetchMock.mockResolvedValueOnce(envelope({ resendAfter: 60, expiresIn: 300 }));
    fireEvent.click(screen.getByTestId('getback-get-code'));
    expect(await screen.findByText('60 秒後重發')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/sms/sendCode?account=Amy%40Example.com&purpose=reset');

    type('getback-code', '123456');
    type('getback-password', 'newpass1');
    type('getback-confirm', 'newpass2');
    fireEvent.click(screen.getByTestId('getback-submit'));
    expect(await screen.findByText('兩次輸入的密碼不一致')).toBeTruthy();
    expect(input('getback-password').getAttribute('maxlength')).toBe('22');

    type('getback-confirm', 'newpass1');
    fetchMock.mockResolvedValueOnce(envelope(null));
    fireEvent.click(screen.getByTestId('getback-submit'));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith('amy@example.com'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/user/resetPassword');
    expect(JSON.parse(String(init!.body))).toEqual({
      account: 'amy@example.com',
      code: '123456',
      password: sha256('newpass1'),
      confirmPassword: sha256('newpass1'),
    });
    expect(showToast).toHaveBeenCalledWith('密碼已重設，請使用新密碼登入', 'success');
  });

  it('requires a password of at least 6 characters', async () => {
    renderWithProviders(<GetBackForm onReset={vi.fn()} />);
    type('getback-account', 'amy@example.com');
    type('getback-code', '123456');
    type('getback-password', 'abc');
    type('getback-confirm', 'abc');
    fireEvent.click(screen.getByTestId('getback-submit'));
    expect(await screen.findByText('密碼至少 6 位')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
