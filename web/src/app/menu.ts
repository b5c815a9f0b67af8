import type { Icon } from '@tabler/icons-react';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconCalculator,
  IconChartPie,
  IconChecklist,
  IconCoins,
  IconDiamond,
  IconFileImport,
  IconHistory,
  IconLayoutDashboard,
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

/** A side-menu entry: its path is /app/<permission>, the permission it needs (docs/permissions.md §4). */
export type MenuEntry = { permission: Permission; path: string; icon: Icon };

const entry = (permission: Permission, icon: Icon): MenuEntry => ({ permission, path: `/app/${permission}`, icon });

/** The 14 entries of docs/permissions.md §4, in its order (the distribution approvals after the distribution), then the audit log, closed periods and bulk import. Labels live under `menu.<permission>.label|description`. */
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
  entry('company-settings', IconSettings),
  entry('audit-log', IconHistory),
  entry('close-periods', IconLock),
  entry('import', IconFileImport),
];

export function visibleMenu(held: readonly Permission[]): MenuEntry[] {
  return MENU.filter((item) => holdsPermission(held, item.permission));
}
