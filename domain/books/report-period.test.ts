import { describe, expect, it } from 'vitest';
import { parseReportPeriod, previousReportPeriod } from './report-period';

describe('an income statement period (docs/accounting.md §8)', () => {
  it.each([
    ['2026-10', 'month', '2026-10-01', '2026-10-31', '2026-09', '2026-09-01', '2026-09-30'],
    ['2026-01', 'month', '2026-01-01', '2026-01-31', '2025-12', '2025-12-01', '2025-12-31'],
    ['2024-03', 'month', '2024-03-01', '2024-03-31', '2024-02', '2024-02-01', '2024-02-29'],
    ['2026-Q3', 'quarter', '2026-07-01', '2026-09-30', '2026-Q2', '2026-04-01', '2026-06-30'],
    ['2026-Q1', 'quarter', '2026-01-01', '2026-03-31', '2025-Q4', '2025-10-01', '2025-12-31'],
    ['2026', 'year', '2026-01-01', '2026-12-31', '2025', '2025-01-01', '2025-12-31'],
  ])('%s is a %s from %s to %s, after %s', (text, kind, from, to, previousLabel, previousFrom, previousTo) => {
    const period = parseReportPeriod(text)!;
    expect(period).toEqual({ kind, label: text, from, to });
    expect(previousReportPeriod(period)).toEqual({ kind, label: previousLabel, from: previousFrom, to: previousTo });
  });

  it.each(['2026-13', '2026-00', '2026-Q0', '2026-Q5', '26', '2026-1', '0999', '2026-10-01', ''])('%s names no period', (text) => {
    expect(parseReportPeriod(text)).toBeNull();
  });
});
