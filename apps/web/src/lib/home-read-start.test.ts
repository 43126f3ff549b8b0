import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_ALIASES, HOME_PATH } from '@/config/home-paths';
import { envelope, stubFetch } from '@/test/api';
import { HOME_READ, readerKey, startRead, takeStartedRead } from './home-read-start';
import { StorageKey } from './storage';

const fetchMock = stubFetch();
const HOME = [HOME_PATH, ...HOME_ALIASES];

describe('home’s read started by index.html’s first script', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.uuStartedRead;
    window.location.hash = '';
    fetchMock.mockResolvedValue(envelope({}));
  });

  it('opening on home: asks with the stored language and token and the client headers, taken once by the same reader', async () => {
    localStorage.setItem(StorageKey.locale, 'en');
    localStorage.setItem(StorageKey.token, 'tok-1');
    window.location.hash = '#/pages/home/index?from=share';
    startRead(HOME_READ, HOME);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/home/index');
    expect(init?.headers).toMatchObject({
      'accept-language': 'en-US',
      satoken: 'tok-1',
      'client-type': '3',
      'client-version': expect.any(String),
    });

    const taken = takeStartedRead(HOME_READ, readerKey('en-US', 'tok-1'));
    expect(await (await taken!).json()).toMatchObject({ code: 200 });
    // Once: a later read (a refresh) asks anew.
    expect(takeStartedRead(HOME_READ, readerKey('en-US', 'tok-1'))).toBeNull();
  });

  it('a visitor on the default language: no token sent, the language Taiwan’s', () => {
    localStorage.setItem(StorageKey.locale, 'klingon');
    startRead(HOME_READ, HOME);
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['accept-language']).toBe('zh-TW');
    expect(headers).not.toHaveProperty('satoken');
    expect(window.uuStartedRead?.reader).toBe(readerKey('zh-TW', null));
  });

  it('opening elsewhere: nothing is asked', () => {
    window.location.hash = '#/pages/mine/index';
    startRead(HOME_READ, HOME);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeStartedRead(HOME_READ, readerKey('zh-TW', null))).toBeNull();
  });

  it('asked for someone else (the member signed in or changed language since): not used, and dropped', () => {
    startRead(HOME_READ, HOME);
    expect(takeStartedRead(HOME_READ, readerKey('zh-TW', 'tok-2'))).toBeNull();
    expect(window.uuStartedRead).toBeUndefined();
  });
});
