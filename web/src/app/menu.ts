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
  IconPercentage,
  IconReportAnalytics,
  IconSettings,
  IconSitemap,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Permission } from '../../../contract/permissions';
import { holdsPermission } from '../../../contract/permissions';

/**
 * A side-menu entry: its path is /app/<name>, the permission it needs (docs/permissions.md §4); the
 * name is the permission's, except for screens of `all` holders named for what they show.
 */
export type MenuEntry = { name: string; permission: Permission; path: string; icon: Icon };

const entry = (permission: Permission, icon: Icon): MenuEntry => ({ name: permission, permission, path: `/app/${permission}`, icon });

/** The 14 entries of docs/permissions.md §4, in its order (the distribution approvals after the distribution), the books (accounting) after the reports, the accounting settings after the company settings, then the audit log, closed periods, bulk import and the background jobs. Labels live under `menu.<permission>.label|description`. */
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
  entry('company-settings', IconSettings),
  entry('accounting-settings', IconBook2),
  entry('audit-log', IconHistory),
  entry('close-periods', IconLock),
  entry('import', IconFileImport),
  // docs/mail.md §3: every job, statements by e-mail included, for administrators.
  { name: 'jobs', permission: 'all', path: '/app/jobs', icon: IconListCheck },
];

export function visibleMenu(held: readonly Permission[]): MenuEntry[] {
  return MENU.filter((item) => holdsPermission(held, item.permission));
}
