import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { Code } from '@uu/contract/codes';
import { queryClient } from '@/lib/query-client';
import { AnnouncementComposer, composeBody, parseMemberNos } from './composer';

function answer(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

describe('the announcement composer', () => {
  it('builds the call: the default language required, empty languages left out, member numbers as pasted, a time when scheduled', () => {
    expect(composeBody({ title: { en: 'Hi' }, body: { en: 'Text' }, audience: 'all', when: 'now' })).toEqual({
      problem: 'validation.announcementTitle',
    });
    const members = composeBody({
      title: { 'zh-Hant': '通知', 'zh-Hans': '', en: 'Notice' },
      body: { 'zh-Hant': '內容' },
      audience: 'members',
      memberNos: '10000001, 10000002\n10000001，10000003',
      when: 'now',
    });
    expect(members).toEqual({
      body: {
        title: { 'zh-Hant': '通知', en: 'Notice' },
        body: { 'zh-Hant': '內容' },
        audience: { kind: 'members', memberNos: ['10000001', '10000002', '10000003'] },
        sendAt: null,
      },
    });
    expect(
      composeBody({ title: { 'zh-Hant': '通知' }, body: { 'zh-Hant': '內容' }, audience: 'members', memberNos: ' ', when: 'now' }),
    ).toEqual({
      problem: 'validation.announcementMembers',
    });
    expect(composeBody({ title: { 'zh-Hant': '通知' }, body: { 'zh-Hant': '內容' }, audience: 'all', when: 'later' })).toEqual({
      problem: 'announcements.sendAtRequired',
    });
    const at = dayjs('2031-02-28T09:30:00Z');
    expect(
      composeBody({ title: { 'zh-Hant': '通知' }, body: { 'zh-Hant': '內容' }, audience: 'level', minLevel: 3, when: 'later', sendAt: at }),
    ).toMatchObject({
      body: { audience: { kind: 'level', minLevel: 3 }, sendAt: '2031-02-28T09:30:00.000Z' },
    });
    expect(parseMemberNos(undefined)).toEqual([]);
  });

  it('previews in three languages, then sends; the server’s refusal is shown in words', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      const body = JSON.parse(String(init?.body)) as { title: Record<string, string> };
      if (path === '/admin/announcements/preview')
        return answer({
          code: 200,
          msg: 'ok',
          data: {
            recipients: 42,
            unknownMemberNos: [],
            texts: {
              'zh-Hant': { title: body.title['zh-Hant'], body: '內容' },
              'zh-Hans': { title: body.title['zh-Hant'], body: '內容' },
              en: { title: body.title['zh-Hant'], body: '內容' },
            },
          },
        });
      if (path === '/admin/announcements') {
        if (sent.length > 0) return answer({ code: Code.ANNOUNCEMENT_AUDIENCE_EMPTY, msg: '沒有符合這個對象的會員', data: null });
        sent.push(body);
        return answer({ code: 200, msg: 'ok', data: { id: 1, status: 'sent', recipients: 42 } });
      }
      throw new Error(`unexpected ${path}`);
    });
    const onSent = vi.fn();
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <AnnouncementComposer onSent={onSent} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>,
    );
    const fill = () => {
      fireEvent.change(screen.getByLabelText('標題（繁體中文）'), { target: { value: '系統維護' } });
      fireEvent.change(screen.getByLabelText('內容（繁體中文）'), { target: { value: '內容' } });
    };
    fireEvent.click(screen.getByRole('button', { name: '發送' }));
    expect(await screen.findByText('公告須有繁體中文標題（預設語言）')).toBeTruthy();

    fill();
    fireEvent.click(screen.getByRole('button', { name: '預覽' }));
    expect(await screen.findByText('預覽（42 位會員會收到）', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('系統維護').length).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: '發送' }));
    expect(await screen.findByText('公告已發送給 42 位會員', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ title: { 'zh-Hant': '系統維護' }, body: { 'zh-Hant': '內容' }, audience: { kind: 'all' }, sendAt: null }]);

    fill();
    fireEvent.click(screen.getByRole('button', { name: '發送' }));
    expect(await screen.findByText('沒有符合這個對象的會員', undefined, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);
});
