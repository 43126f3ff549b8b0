import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { SixDegreesView } from './six-degrees-view';

const fetchMock = stubFetch();

const member = (memberNo: string, contact: string | null, level = 0) => ({
  memberNo,
  nickname: `m${memberNo}`,
  avatar: null,
  level,
  contact,
  joinedAt: '2026-11-20T03:00:00.000Z',
});

function answer(depth: number, list: ReturnType<typeof member>[]) {
  return envelope({
    counts: [1, 2, 3, 4, 5, 6].map((d) => ({ depth: d, count: d === 1 ? 2 : d === 3 ? 1 : 0 })),
    depth,
    members: { list, total: list.length, page: 1, size: 20 },
  });
}

describe('sixDegrees', () => {
  it('shows six depth tabs with their counts, masked contacts only, and loads a depth when its tab is chosen', async () => {
    fetchMock.mockImplementation(async (url) => {
      const depth = Number(new URL(String(url), 'http://x').searchParams.get('depth'));
      return depth === 3
        ? answer(3, [member('30000003', '+8869****5678', 2)])
        : answer(1, [member('10000001', 'a***e@example.com', 1), member('10000002', 'leak@example.com')]);
    });
    renderWithProviders(<SixDegreesView />);

    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(2));
    expect([1, 2, 3, 4, 5, 6].map((d) => screen.getByTestId(`six-count-${d}`).textContent)).toEqual(['2', '0', '1', '0', '0', '0']);
    expect(screen.getByTestId('six-tab-1').getAttribute('aria-selected')).toBe('true');
    const contacts = screen.getAllByTestId('team-member-contact').map((e) => e.textContent);
    expect(contacts[0]).toBe('a***e@example.com');
    // A contact that arrives unmasked is not shown.
    expect(contacts[1]).toBe('未綁定聯絡方式');
    expect(document.body.textContent).not.toContain('leak@example.com');
    expect(screen.getAllByTestId('team-member-level')[0]!.textContent).toBe('會員');

    fireEvent.click(screen.getByTestId('six-tab-3'));
    await waitFor(() => expect(screen.getByTestId('six-tab-3').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(screen.getAllByTestId('team-member').map((e) => e.getAttribute('data-member-no'))).toEqual(['30000003']));
    expect(screen.getByTestId('team-member-contact').textContent).toBe('+8869****5678');
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(asked.map((u) => u.pathname)).toEqual(['/team/sixDegrees', '/team/sixDegrees']);
    expect(asked.map((u) => u.searchParams.get('depth'))).toEqual(['1', '3']);
  });
});
