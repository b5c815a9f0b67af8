import { describe, expect, it } from 'vitest';
import { periodDay, withFirstDay } from './day-range';

describe('a period typed as two days', () => {
  it('keeps the last day while the first day stays on or before it', () => {
    expect(withFirstDay({ from: '', to: '2026-03-31' }, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(withFirstDay({ from: '2026-01-01', to: '2026-03-31' }, '2026-03-31')).toEqual({ from: '2026-03-31', to: '2026-03-31' });
  });

  it('empties the last day when the first day moves past it, and keeps it when the first day is emptied', () => {
    expect(withFirstDay({ from: '2025-01-01', to: '2025-03-31' }, '2026-01-01')).toEqual({ from: '2026-01-01', to: '' });
    expect(withFirstDay({ from: '2025-01-01', to: '2025-03-31' }, '')).toEqual({ from: '', to: '2025-03-31' });
  });

  it('draws the days of a closed period, its ends marked, across a year', () => {
    const period = { from: '2025-12-30', to: '2026-01-02' };
    expect(periodDay('2025-12-29', period)).toEqual({ inRange: false, firstInRange: false, lastInRange: false });
    expect(periodDay('2025-12-30', period)).toEqual({ inRange: true, firstInRange: true, lastInRange: false });
    expect(periodDay('2025-12-31', period)).toEqual({ inRange: true, firstInRange: false, lastInRange: false });
    expect(periodDay('2026-01-02', period)).toEqual({ inRange: true, firstInRange: false, lastInRange: true });
  });

  it('draws nothing for an open period', () => {
    expect(periodDay('2026-01-01', { from: '2026-01-01', to: '' })).toEqual({ inRange: false, firstInRange: false, lastInRange: false });
  });
});
