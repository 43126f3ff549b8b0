import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Code, LOGIN_CODES } from '@uu/contract/codes';
import { routes, type RouteDef } from '@uu/contract/routes';
import { ApiError, request, resetApiClientState } from './api-client';
import { i18n, setLocale } from './i18n';
import { setNavigator } from './navigation';
import { session } from './session';
import { getSocket, registerSocket } from './socket';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(() => new Promise<boolean>(() => undefined)) }));
const { showToast } = await import('@/components/ui/toast');
const { showModal } = await import('@/components/ui/modal');

const user = {
  id: 7,
  memberNo: '12345678',
  nickname: 'uu12345678',
  email: 'a@example.com',
  phone: null,
  avatar: null,
  level: 2,
  status: 'active',
  invitationCode: 'ABCD2345',
  isSetPayPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function answer(body: unknown, status = 200) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
// Like the router: the new route is current once navigation resolves.
const navigate = vi.fn(async (to: string) => {
  await Promise.resolve();
  window.location.hash = `#${to}`;
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
  setNavigator(navigate);
  vi.mocked(showToast).mockClear();
  vi.mocked(showModal).mockClear();
  resetApiClientState();
  session.reset();
  window.location.hash = '#/';
  await setLocale('zh-Hant');
});

describe('request: headers and encoding (spec §7)', () => {
  it('sends the token, client version, client type and accept-language', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user: user as never });
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'ok', data: user }));
    await request(routes.getUserInfo);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/personInfo/getUserInfo');
    expect(init.method).toBe('GET');
    expect(headers).toMatchObject({
      satoken: 'tok-1',
      'client-version': '2.1.7',
      'client-type': '3',
      'accept-language': 'zh-TW',
    });
    // No body, so no content type: Fastify refuses an empty body declared as JSON.
    expect(headers['content-type']).toBeUndefined();
  });

  it('sends no satoken without a session, and the language the picker chose', async () => {
    await setLocale('en');
    fetchMock.mockImplementation(async () => answer({ code: 200, msg: 'ok', data: { resendAfter: 60, expiresIn: 300 } }));
    await request(routes.sendCode, { query: { account: 'a@example.com', purpose: 'register' } });
    const { url, headers } = lastCall();
    expect(url).toBe('/sms/sendCode?account=a%40example.com&purpose=register');
    expect(headers.satoken).toBeUndefined();
    expect(headers['accept-language']).toBe('en-US');
    await setLocale('zh-Hans');
    await request(routes.sendCode, { query: { account: 'a@example.com', purpose: 'register' } });
    expect(lastCall().headers['accept-language']).toBe('zh-CN');
  });

  it('sends JSON bodies and fills path parameters', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'ok', data: { token: 't', expiresAt: '2030-01-01T00:00:00Z', user } }));
    await request(routes.login, { body: { account: 'a@example.com', password: 'f'.repeat(64) } });
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ account: 'a@example.com', password: 'f'.repeat(64) });

    fetchMock.mockResolvedValueOnce(
      answer({ code: 200, msg: 'ok', data: { id: 2, title: 'P', content: '<p>x</p>', locale: 'zh-Hant', updatedAt: '2025-01-01' } }),
    );
    await request(routes.getAgreement, { params: { id: 2 } });
    expect(lastCall().url).toBe('/agreement/getAgreement/2');
  });

  it('sends a form body when asked (spec §7: the chat-history listing)', async () => {
    const listing = {
      method: 'POST',
      path: '/chatLog/listGPTCharLogByUserId',
      auth: 'required',
      summary: '',
      tag: 'chat',
      body: z.object({ page: z.number(), size: z.number() }),
      response: z.object({ total: z.number() }),
    } as const satisfies RouteDef;
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'ok', data: { total: 0 } }));
    await request(listing, { body: { page: 1, size: 10 }, form: true });
    expect(lastCall().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(lastCall().init.body)).toBe('page=1&size=10');
  });
});

describe('request: the error catalogue of spec §8', () => {
  it('code 200 resolves the data, validated by the contract', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.OK, msg: '成功', data: user }));
    await expect(request(routes.getUserInfo)).resolves.toEqual(user);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('code 506 opens the not-activated modal with no cancel button, and rejects', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.NOT_ACTIVATED, msg: '帳號尚未啟用', data: null }));
    const error = await request(routes.getUserInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(506);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal).toHaveBeenCalledWith({ content: i18n.t('api.notActivated'), mode: 'complete' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each(LOGIN_CODES)('code %i closes the socket, clears the session, remembers the route, goes to login and rejects', async (code) => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user: user as never });
    session.set('goodsDetail', { id: 1 });
    const socket = { readyState: WebSocket.OPEN, close: vi.fn(), addEventListener: vi.fn() };
    registerSocket(socket as unknown as WebSocket);
    window.location.hash = '#/subpackage/settingUp/index?tab=2';
    fetchMock.mockResolvedValue(answer({ code, msg: 'expired', data: null }));

    const error = await request(routes.getUserInfo).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(code);
    expect(socket.close).toHaveBeenCalled();
    expect(getSocket()).toBeNull();
    expect(session.get().token).toBeNull();
    expect(session.get().goodsDetail).toBeNull();
    expect(localStorage.getItem('uu.token')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/pages/login/index?redirect=${encodeURIComponent('/subpackage/settingUp/index?tab=2')}`, {
      replace: true,
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('sends five parallel expired calls to login once', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user: user as never });
    window.location.hash = '#/pages/mine/index';
    fetchMock.mockImplementation(async () => answer({ code: Code.TOKEN_EXPIRED, msg: 'expired', data: null }));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => request(routes.getUserInfo)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);

    expect(window.location.hash).toBe(`#/pages/login/index?redirect=${encodeURIComponent('/pages/mine/index')}`);

    // Later failures on the login page do not navigate again; from another page they do.
    await request(routes.getUserInfo).catch(() => undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
    window.location.hash = '#/subpackage/navTeam/index';
    await request(routes.getUserInfo).catch(() => undefined);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('on the login page itself only says why (e.g. signing in to a disabled account)', async () => {
    window.location.hash = '#/pages/login/index';
    fetchMock.mockResolvedValue(answer({ code: Code.ACCOUNT_DISABLED, msg: '帳號已停用', data: null }));
    await expect(request(routes.login, { body: { account: 'x', password: 'f'.repeat(64) } })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith('帳號已停用');
  });

  it('any other code toasts the server message and rejects, whatever the HTTP status', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.VALIDATION, msg: '請求參數有誤', data: [] }, 400));
    const error = (await request(routes.getUserInfo).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(Code.VALIDATION);
    expect(error.status).toBe(400);
    expect(error.msg).toBe('請求參數有誤');
    expect(showToast).toHaveBeenCalledWith('請求參數有誤');
  });

  it('any other code without a message toasts the default text', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.INTERNAL, msg: '', data: null }, 500));
    await expect(request(routes.getUserInfo)).rejects.toMatchObject({ code: Code.INTERNAL });
    expect(showToast).toHaveBeenCalledWith(i18n.t('api.serverFailed'));
    expect(i18n.t('api.serverFailed')).toBe('伺服器連線失敗，請稍後重試');
  });

  it('keeps the business data of an error (CODE_TOO_SOON carries resendAfter)', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.CODE_TOO_SOON, msg: 'wait', data: { resendAfter: 42 } }));
    const error = (await request(routes.sendCode, { query: { account: 'a@example.com', purpose: 'register' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.data).toEqual({ resendAfter: 42 });
  });

  it('silent calls reject without a toast', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.AGREEMENT_NOT_FOUND, msg: 'none', data: null }, 200));
    await expect(request(routes.getAgreement, { params: { id: 9 }, silent: true })).rejects.toMatchObject({
      code: Code.AGREEMENT_NOT_FOUND,
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a network failure toasts the network message and rejects', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await request(routes.getUserInfo).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(ApiError.NETWORK);
    expect(showToast).toHaveBeenCalledWith('網路異常，請檢查網路連線！');
    await setLocale('en');
    await request(routes.getUserInfo).catch(() => undefined);
    expect(showToast).toHaveBeenLastCalledWith('Network exception, please check your network!');
  });

  it('gives up after 5 s (spec §9) as a network failure', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = request(routes.getUserInfo).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(showToast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(((await pending) as ApiError).code).toBe(ApiError.NETWORK);
      expect(showToast).toHaveBeenCalledWith('網路異常，請檢查網路連線！');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call its caller cancels rejects quietly', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request(routes.getUserInfo, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as ApiError).code).toBe(ApiError.ABORTED);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('an answer that is not an envelope (a proxy error page) toasts the default text', async () => {
    fetchMock.mockResolvedValue(answer('<html>502 Bad Gateway</html>', 502));
    await expect(request(routes.getUserInfo)).rejects.toMatchObject({ code: ApiError.BAD_RESPONSE, status: 502 });
    expect(showToast).toHaveBeenCalledWith(i18n.t('api.serverFailed'));
  });

  it('data that breaks the contract is refused, not passed on', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'ok', data: { id: 'seven' } }));
    await expect(request(routes.getUserInfo)).rejects.toMatchObject({ code: ApiError.BAD_RESPONSE });
    expect(spy).toHaveBeenCalled();
  });
});

describe('request: uploads (spec §8 "Upload")', () => {
  const stored = {
    url: '/files/0123456789abcdef0123456789abcdef-64x64.webp',
    name: '0123456789abcdef0123456789abcdef-64x64.webp',
    size: 8,
    contentType: 'image/webp',
    width: 64,
    height: 64,
    variants: [],
  };
  const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });

  it('sends one FormData part named file, leaving the content type (and its boundary) to the browser', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user: user as never });
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'ok', data: stored }));
    await expect(request(routes.upload, { file: file() })).resolves.toEqual(stored);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/file/file/upload');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    const parts = [...(init.body as FormData).entries()];
    expect(parts.map(([name]) => name)).toEqual(['file']);
    expect((parts[0]![1] as File).name).toBe('me.png');
    expect(headers['content-type']).toBeUndefined();
    expect(headers.satoken).toBe('tok-1');
  });

  it('status 403 shows the data text', async () => {
    fetchMock.mockResolvedValue(answer({ code: 9403, msg: 'Forbidden', data: '無權上傳' }, 403));
    await expect(request(routes.upload, { file: file() })).rejects.toMatchObject({ code: 9403, status: 403 });
    expect(showToast).toHaveBeenCalledWith('無權上傳');
  });

  it('another code shows the message', async () => {
    fetchMock.mockResolvedValue(answer({ code: Code.UPLOAD_TOO_LARGE, msg: '圖片須小於 1 MB', data: null }));
    await expect(request(routes.upload, { file: file() })).rejects.toMatchObject({ code: Code.UPLOAD_TOO_LARGE });
    expect(showToast).toHaveBeenCalledWith('圖片須小於 1 MB');
  });

  it('no answer, or not an envelope, is "upload image failed"', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request(routes.upload, { file: file() })).rejects.toMatchObject({ code: ApiError.NETWORK });
    expect(showToast).toHaveBeenLastCalledWith('上傳圖片失敗');
    fetchMock.mockResolvedValueOnce(answer('<html>502</html>', 502));
    await expect(request(routes.upload, { file: file() })).rejects.toMatchObject({ code: ApiError.BAD_RESPONSE });
    expect(showToast).toHaveBeenLastCalledWith('上傳圖片失敗');
    await setLocale('en');
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await request(routes.upload, { file: file() }).catch(() => undefined);
    expect(showToast).toHaveBeenLastCalledWith('Upload image failed');
  });
});

describe('request: account codes', () => {
  it('code 506: once the modal closes, the page that explains activation', async () => {
    vi.mocked(showModal).mockResolvedValueOnce(true);
    window.location.hash = '#/subpackage/myMoney/index';
    fetchMock.mockResolvedValue(answer({ code: Code.NOT_ACTIVATED, msg: '帳號尚未啟用', data: null }));
    await expect(request(routes.getUserInfo)).rejects.toMatchObject({ code: 506 });
    expect(showModal).toHaveBeenCalledWith({ content: '帳號尚未啟用', mode: 'complete' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/lockTheWorld/index', undefined));
  });

  it('code 1015 prompts to set the payment password first instead of a toast (spec §6)', async () => {
    vi.mocked(showModal).mockResolvedValueOnce(true);
    window.location.hash = '#/subpackage/walletOperation/index';
    fetchMock.mockResolvedValue(answer({ code: Code.PAY_PASSWORD_NOT_SET, msg: '請先設定支付密碼', data: null }));
    await expect(request(routes.getUserInfo)).rejects.toMatchObject({ code: Code.PAY_PASSWORD_NOT_SET });
    expect(showToast).not.toHaveBeenCalled();
    expect(showModal).toHaveBeenCalledWith({ content: i18n.t('payPassword.setFirst'), confirmText: i18n.t('payPassword.goSet') });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/subpackage/settingContent/index?type=setPay', undefined));
  });
});
