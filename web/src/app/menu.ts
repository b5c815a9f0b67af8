import type { Icon } from '@tabler/icons-react';
import {
  IconArrowsExchange,
  IconBook2,
  IconBuildingBank,
  IconCalculator,
  IconChartPie,
  IconChecklist,
  IconCoins,
  IconDiamond,
  IconFileImport,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconLock,
  IconMailForward,
  IconPercentage,
  IconReportAnalytics,
  IconSettings,
  IconSitemap,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Permission } from '../../../contract/permissions';
import { holdsAny } from '../../../contract/permissions';

/**
 * A side-menu entry: its path is /app/<name>, the permission it needs (docs/permissions.md §4); the
 * name is the permission's, except for screens of `all` holders named for what they show.
 */
export type MenuEntry = { name: string; permission: Permission; path: string; icon: Icon; alsoFor?: readonly Permission[] };

const entry = (permission: Permission, icon: Icon): MenuEntry => ({ name: permission, permission, path: `/app/${permission}`, icon });

/**
 * The company settings screen is also the approval limits' (docs/operations.md §23): a holder of
 * `approval-limits` alone reaches it from the menu and sees only the limits there.
 */
const COMPANY_SETTINGS = { ...entry('company-settings', IconSettings), alsoFor: ['approval-limits'] } as const satisfies MenuEntry;
export const COMPANY_SETTINGS_READERS: readonly Permission[] = [COMPANY_SETTINGS.permission, ...COMPANY_SETTINGS.alsoFor];

/** The 14 entries of docs/permissions.md §4, in its order (the distribution approvals after the distribution), the books (accounting) after the reports, the accounting settings after the company settings, then the audit log, closed periods, bulk import, the background jobs and the scheduled reports. Labels live under `menu.<permission>.label|description`. */
export const MENU: readonly MenuEntry[] = [
  entry('dashboard', IconLayoutDashboard),
  entry('transactions', IconArrowsExchange),
  entry('product-sales', IconDiamond),
  entry('individuals', IconUsersGroup),
  entry('subscribers', IconBuildingBank),
  entry('mediator-percentages', IconPercentage),
  entry('add-profit', IconCoins),
  entry('update-balance', IconCalculator),
  entry('profit-distribution', IconChartPie),
  entry('approve-distributions', IconChecklist),
  entry('sub-profit-distribution', IconSitemap),
  entry('profile', IconUserCircle),
  entry('user-management', IconUsers),
  entry('reports', IconReportAnalytics),
  // docs/accounting.md §5: the books, their journal and statements.
  entry('accounting', IconBook2),
  COMPANY_SETTINGS,
  entry('accounting-settings', IconBook2),
  entry('audit-log', IconHistory),
  entry('close-periods', IconLock),
  entry('import', IconFileImport),
  // docs/mail.md §3: every job, statements by e-mail included, for administrators.
  { name: 'jobs', permission: 'all', path: '/app/jobs', icon: IconListCheck },
  // docs/mail.md §4, §5: reports mailed on a rhythm and alerts by e-mail, for administrators.
  { name: 'scheduled-reports', permission: 'all', path: '/app/scheduled-reports', icon: IconMailForward },
];

export function visibleMenu(held: readonly Permission[]): MenuEntry[] {
  return MENU.filter((item) => holdsAny(held, [item.permission, ...(item.alsoFor ?? [])]));
}
