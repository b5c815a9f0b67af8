import type { LocaleTree } from '../../../contract/locale-files';

/**
 * Top-level keys only the app's inner screens use: they travel in a second file per language,
 * fetched when the first such screen opens (router.tsx), so the landing, sign-in and dashboard
 * pages do not download every screen's words. The shell, the dashboard, errors, the jobs menu and
 * the sign-in flow stay in the first file. A key listed here but used by one of those would show
 * as its key until another screen loaded the second file, hence the short, screen-named list.
 */
export const SCREEN_NAMESPACES: readonly string[] = [
  'addProfit',
  'allocations',
  'approvals',
  'auditLog',
  'bulk',
  'capital',
  'datePresets',
  'distributionPage',
  'import',
  'individuals',
  'mediatorCalculations',
  'mediatorPercentages',
  'member',
  'periods',
  'permissionsPage',
  'preciousReport',
  'productSales',
  'profitExplanation',
  'savedViews',
  'subProfitSplit',
  'subscriberProfits',
  'subscribers',
  'updateBalance',
  'whatIf',
  'yearStatement',
];

export type LocalePart = 'shell' | 'screens';

/** One language's merged tree cut in two: every key lands in exactly one part. */
export function splitLocaleTree(tree: LocaleTree): Record<LocalePart, LocaleTree> {
  const shell: LocaleTree = {};
  const screens: LocaleTree = {};
  for (const [key, value] of Object.entries(tree)) (SCREEN_NAMESPACES.includes(key) ? screens : shell)[key] = value;
  return { shell, screens };
}
