import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateChart } from './eos-view';

describe('the CRC rate chart', () => {
  it('draws one point per rate, oldest left, with the lowest and highest rate and the first and last day', () => {
    const history = [
      { rate: '100.00', at: '2026-11-01T00:00:00.000Z' },
      { rate: '120.00', at: '2026-11-10T00:00:00.000Z' },
      { rate: '110.00', at: '2026-11-20T00:00:00.000Z' },
    ];
    const { container } = render(<RateChart history={history} label="走勢" />);
    const circles = [...container.querySelectorAll('circle')].map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]);
    expect(circles).toHaveLength(3);
    // Left to right in time; the highest rate is drawn highest (smallest y).
    expect(circles[0]![0]).toBeLessThan(circles[1]![0]!);
    expect(circles[1]![0]).toBeLessThan(circles[2]![0]!);
    expect(circles[1]![1]).toBeLessThan(circles[2]![1]!);
    expect(circles[2]![1]).toBeLessThan(circles[0]![1]!);
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['120.00', '100.00', '11-01', '11-20']);
  });
});
