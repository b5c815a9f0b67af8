import { describe, expect, it } from 'vitest';
import { periodFromUrl, periodToUrl } from './period-url';

const today = new Date(2026, 10, 30);

describe('the distribution page period in its address', () => {
  it('opens the month and currency the address names, and writes them back the same', () => {
    const period = periodFromUrl(new URLSearchParams('yearMonth=2025-02&currency=SAR&tab=mediator'), today);
    expect(period).toEqual({ year: 2025, month: 2, currency: 'SAR' });
    expect(periodToUrl(period)).toEqual({ yearMonth: '2025-02', currency: 'SAR' });
  });

  it('opens the current month in XAF when the address names none', () => {
    expect(periodFromUrl(new URLSearchParams(''), today)).toEqual({ year: 2026, month: 11, currency: 'XAF' });
  });

  it('ignores a month or a currency that is not one', () => {
    for (const query of ['yearMonth=2026-13&currency=XBT', 'yearMonth=2026-1&currency=xaf', 'yearMonth=26-01', 'yearMonth=2026-00']) {
      expect(periodFromUrl(new URLSearchParams(query), today)).toEqual({ year: 2026, month: 11, currency: 'XAF' });
    }
  });
});
