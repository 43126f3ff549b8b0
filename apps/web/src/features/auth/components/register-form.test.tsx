import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, sha256, stubFetch } from '@/test/api';
import { input, renderWithProviders, type } from '@/test/render-app';
import { RegisterForm } from './register-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
const { showToast } = await import('@/components/ui/toast');

const fetchMock = stubFetch();
let draftKey = 0;

function renderForm(props: Partial<Parameters<typeof RegisterForm>[0]> = {}) {
  const onRegistered = vi.fn();
  // A fresh draft key per test: drafts outlive a form on purpose.
  renderWithProviders(<RegisterForm draftKey={`test-${++draftKey}`} onRegistered={onRegistered} {...props} />);
  return { onRegistered };
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

describe('RegisterForm', () => {
  it('refuses to send a code to an invalid email, saying why', async () => {
    renderForm();
    type('register-email', 'not-an-email');
    fireEvent.click(screen.getByTestId('register-get-code'));
    expect(await screen.findByText('請輸入有效的電子郵件')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('請輸入有效的電子郵件');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers by phone: E.164 account, a 60 s countdown, both passwords hashed', async () => {
    const { onRegistered } = renderForm();
    fireEvent.click(screen.getByText('手機註冊'));
    type('register-phone', '0912 345 678');
    fetchMock.mockResolvedValueOnce(envelope({ resendAfter: 60, expiresIn: 300 }));
    fireEvent.click(screen.getByTestId('register-get-code'));
    expect(await screen.findByText('60 秒後重發')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/sms/sendCode?account=%2B886912345678&purpose=register');
    expect(screen.getByTestId<HTMLButtonElement>('register-get-code').disabled).toBe(true);

    type('register-code', '123456');
    type('register-password', 'secret123');
    type('register-confirm-password', 'secret123');
    type('register-invitation', 'abcd2345');
    fireEvent.click(screen.getByTestId('register-agreeService'));
    fireEvent.click(screen.getByTestId('register-agreePrivacy'));
    const user = {
      id: 1,
      memberNo: '12345678',
      nickname: 'uu12345678',
      email: null,
      phone: '+886912345678',
      avatar: null,
      level: 0,
      status: 'inactive',
      invitationCode: 'ZXCV2345',
      isSetPayPassword: false,
      createdAt: '2025-01-01T00:00:00Z',
    };
    fetchMock.mockResolvedValueOnce(envelope(user));
    // Then the new member is signed in at once with what they typed (issue 19 #12).
    fetchMock.mockResolvedValueOnce(envelope({ token: 'tok', expiresAt: '2099-01-01T00:00:00Z', user }));
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('+886912345678', true));
    const [loginUrl, loginInit] = fetchMock.mock.calls[2]!;
    expect(loginUrl).toBe('/auth/doLogin');
    expect(JSON.parse(String(loginInit!.body))).toEqual({ account: '+886912345678', password: sha256('secret123') });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/user/register');
    expect(JSON.parse(String(init!.body))).toEqual({
      account: '+886912345678',
      code: '123456',
      password: sha256('secret123'),
      confirmPassword: sha256('secret123'),
      invitationCode: 'ABCD2345',
      agreeService: true,
      agreePrivacy: true,
    });
    expect(showToast).toHaveBeenCalledWith('註冊成功', 'success');
  });

  it('waits as long as the server says when a code was asked for too soon', async () => {
    renderForm();
    type('register-email', 'amy@example.com');
    fetchMock.mockResolvedValueOnce(envelope({ resendAfter: 42 }, { code: 1007, msg: '請在 42 秒後再取得驗證碼' }));
    fireEvent.click(screen.getByTestId('register-get-code'));
    expect(await screen.findByText('42 秒後重發')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('請在 42 秒後再取得驗證碼');
  });

  it('is as the member left it on return, the code countdown included (the draft)', async () => {
    const draft = `test-${++draftKey}`;
    const { unmount } = renderWithProviders(<RegisterForm draftKey={draft} onRegistered={vi.fn()} />);
    type('register-email', 'amy@example.com');
    fetchMock.mockResolvedValueOnce(envelope({ resendAfter: 60, expiresIn: 300 }));
    fireEvent.click(screen.getByTestId('register-get-code'));
    expect(await screen.findByText('60 秒後重發')).toBeTruthy();
    unmount();

    renderWithProviders(<RegisterForm draftKey={draft} onRegistered={vi.fn()} />);
    expect((input('register-email') as HTMLInputElement).value).toBe('amy@example.com');
    expect(screen.getByTestId('register-get-code').textContent).toMatch(/^(60|59) 秒後重發$/);
    expect(screen.getByTestId<HTMLButtonElement>('register-get-code').disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('requires both agreements and matching passwords before calling the server', async () => {
    renderForm();
    type('register-email', 'amy@example.com');
    type('register-code', '123456');
    type('register-password', 'secret123');
    type('register-confirm-password', 'secret124');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('兩次輸入的密碼不一致')).toBeTruthy();
    expect(screen.getByText('請閱讀並同意服務條款和隱私權政策')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the invitation link’s code read-only', () => {
    renderForm({ invitationCode: 'ABCD2345', invitationLocked: true });
    const field = input('register-invitation') as HTMLInputElement;
    expect(field.value).toBe('ABCD2345');
    expect(field.readOnly).toBe(true);
  });
});
