import { describe, expect, it } from 'vitest';
import { FSI, PDI } from './bidi-isolate';
import { translatorFor } from './server-translations';

describe('server translations', () => {
  it('isolates each value put into an Arabic sentence, so a date range keeps its order in exports too', () => {
    const period = translatorFor('ar')('reports.period', { from: '2025-10-01', to: '2026-11-23' });
    expect(period).toContain(`${FSI}2025-10-01${PDI}`);
    expect(period).toContain(`${FSI}2026-11-23${PDI}`);
    expect(period.indexOf('2025-10-01')).toBeLessThan(period.indexOf('2026-11-23'));
  });

  it('leaves English and French values as typed, with no invisible marks', () => {
    expect(translatorFor('en')('reports.period', { from: '2025-10-01', to: '2026-11-23' })).not.toMatch(/[\u2066-\u2069]/);
    expect(translatorFor('fr')('reports.period', { from: '2025-10-01', to: '2026-11-23' })).toContain('2025-10-01');
  });
});
