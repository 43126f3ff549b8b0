import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, sha256, stubFetch } from '@/test/api';
import { input, renderWithProviders, type } from '@/test/render-app';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
const { showToast } = await import('@/components/ui/toast');

const fetchMock = stubFetch();

function renderForm(props: Partial<Parameters<typeof ChangePasswordForm>[0]> = {}) {
  const onChanged = vi.fn();
  renderWithProviders(<ChangePasswordForm kind="login" forgotHref="/subpackage/getBack/index" onChanged={onChanged} {...props} />);
  return { onChanged };
}

const submit = () => fireEvent.click(screen.getByTestId('pwd-submit'));
const messages = () => screen.queryAllByRole('alert').map((el) => el.textContent);

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

describe('ChangePasswordForm: spec §5 "Change password", in order, one message each', () => {
  it('login password: old, new, confirmation blank; too short; mismatch', async () => {
    renderForm();
    const steps: [() => void, string][] = [
      [() => undefined, '請輸入原密碼'],
      [() => type('pwd-old', 'oldpass1'), '請輸入新密碼'],
      [() => type('pwd-new', 'abc'), '請再次輸入密碼'],
      [() => type('pwd-confirm', 'abc'), '密碼至少 6 位'],
      [
        () => {
          type('pwd-new', 'newpass1');
          type('pwd-confirm', 'newpass2');
        },
        '兩次輸入的密碼不一致',
      ],
    ];
    for (const [fill, message] of steps) {
      fill();
      submit();
      await waitFor(() => expect(messages()).toEqual([message]));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('payment password: three PIN fields (6 digits, the number pad, a visible label); the new one must be 6 digits', async () => {
    renderForm({ kind: 'pay' });
    for (const id of ['pwd-old', 'pwd-new', 'pwd-confirm']) {
      expect((input(id) as HTMLInputElement).maxLength).toBe(6);
      expect(input(id).getAttribute('inputmode')).toBe('numeric');
    }
    expect(screen.getByLabelText('原支付密碼')).toBe(input('pwd-old'));
    expect(screen.getByLabelText('新支付密碼')).toBe(input('pwd-new'));
    type('pwd-old', '12a3456789');
    expect((input('pwd-old') as HTMLInputElement).value).toBe('123456');
    type('pwd-old', '123456');
    type('pwd-new', '1234');
    type('pwd-confirm', '1234');
    submit();
    await waitFor(() => expect(messages()).toEqual(['支付密碼為 6 位數字']));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both passwords hashed, type 1, and hands over on success', async () => {
    const { onChanged } = renderForm();
    type('pwd-old', 'oldpass1');
    type('pwd-new', 'newpass1');
    type('pwd-confirm', 'newpass1');
    fetchMock.mockResolvedValueOnce(envelope(null));
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/personInfo/updatePayPassword');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({
      type: 1,
      verification: sha256('oldpass1'),
      updateType: 1,
      password: sha256('newpass1'),
    });
    expect(messages()).toEqual([]);
  });

  it('a failed update is logged, the overlay goes, and the screen adds no message of its own (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onChanged } = renderForm();
    type('pwd-old', 'wrongpass');
    type('pwd-new', 'newpass1');
    type('pwd-confirm', 'newpass1');
    fetchMock.mockResolvedValueOnce(envelope(null, { code: 1019, msg: '原密碼錯誤' }));
    submit();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(onChanged).not.toHaveBeenCalled();
    // The request layer's toast of the server message (spec §8 "any other code"), nothing more.
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('原密碼錯誤');
    expect(messages()).toEqual([]);
    // The submit button (and its overlay) is no longer loading.
    await waitFor(() => expect(screen.getByTestId('pwd-submit').className).not.toContain('adm-button-loading'));
    expect(screen.getByTestId<HTMLButtonElement>('pwd-submit').disabled).toBe(false);
  });

  it('"use a verification code instead" asks the server for a code and sends it as type 2', async () => {
    const { onChanged } = renderForm({ kind: 'pay' });
    fetchMock.mockResolvedValueOnce(envelope({ resendAfter: 60, expiresIn: 300, destination: 'a***@example.com' }));
    fireEvent.click(screen.getByTestId('pwd-use-code'));
    expect(await screen.findByText('驗證碼已傳送至 a***@example.com')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/personInfo/applyModifyPassword?updateType=2');
    expect(screen.getByTestId('pwd-get-code').textContent).toBe('60 秒後重發');

    submit();
    await waitFor(() => expect(messages()).toEqual(['請輸入驗證碼']));
    type('pwd-old', '654321');
    type('pwd-new', '112233');
    type('pwd-confirm', '112233');
    fetchMock.mockResolvedValueOnce(envelope(null));
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      type: 2,
      verification: '654321',
      updateType: 2,
      password: sha256('112233'),
    });
  });

  it('links to getBack', () => {
    renderForm({ kind: 'pay', forgotHref: '/subpackage/getBack/index?type=pay' });
    expect(screen.getByTestId('pwd-forgot').getAttribute('href')).toBe('/subpackage/getBack/index?type=pay');
  });
});
