import { describe, expect, it } from 'vitest';
import { MENU, visibleMenu } from './menu';

describe('visibleMenu', () => {
  it('lists the 14 entries of docs/permissions.md §4, the distribution approvals, the books, the accounting settings, the audit log, closed periods, bulk import, the jobs and the scheduled reports, each at /app/<name>', () => {
    expect(MENU).toHaveLength(22);
    for (const entry of MENU) expect(entry.path).toBe(`/app/${entry.name}`);
    expect(MENU.filter((entry) => entry.name !== entry.permission).map((entry) => [entry.name, entry.permission])).toEqual([
      ['jobs', 'all'],
      ['scheduled-reports', 'all'],
    ]);
  });

  it('shows everything for `all`, only held entries otherwise, nothing for none', () => {
    expect(visibleMenu(['all'])).toHaveLength(22);
    expect(visibleMenu(['user-management', 'reports']).map((entry) => entry.name)).not.toContain('jobs');
    expect(visibleMenu(['company-settings', 'reports']).map((entry) => entry.name)).not.toContain('scheduled-reports');
    expect(visibleMenu(['audit-log']).map((entry) => entry.path)).toEqual(['/app/audit-log']);
    expect(visibleMenu(['close-periods']).map((entry) => entry.path)).toEqual(['/app/close-periods']);
    expect(visibleMenu(['import']).map((entry) => entry.path)).toEqual(['/app/import']);
    expect(visibleMenu(['accounting']).map((entry) => entry.path)).toEqual(['/app/accounting']);
    expect(visibleMenu(['accounting-settings']).map((entry) => entry.path)).toEqual(['/app/accounting-settings']);
    expect(visibleMenu(['profile']).map((entry) => entry.permission)).toEqual(['profile']);
    expect(visibleMenu(['complete-operations'])).toEqual([]);
  });

  it('leads a holder of approval-limits alone to the company settings, where the limits are set', () => {
    expect(visibleMenu(['approval-limits']).map((entry) => entry.path)).toEqual(['/app/company-settings']);
    expect(visibleMenu(['company-settings']).map((entry) => entry.path)).toEqual(['/app/company-settings']);
  });
});
