/**
 * The screen that shows the record behind a journal entry (docs/accounting.md §3), by its source
 * kind; the record's number, taken from the entry's memo where it has one, is that screen's search.
 */
const SCREENS: Record<string, { path: string; searched?: boolean }> = {
  'balance-transaction': { path: '/app/transactions' },
  subscriber: { path: '/app/subscribers' },
  operation: { path: '/app/transactions?tab=operations', searched: true },
  'product-sale': { path: '/app/product-sales', searched: true },
  'distribution-run': { path: '/app/profit-distribution' },
  'distribution-run-reset': { path: '/app/profit-distribution' },
};

/** Where the entry's source record is shown, or null for a kind no screen shows. */
export function sourceLink(entry: { sourceKind: string; memo: string }): string | null {
  const screen = SCREENS[entry.sourceKind];
  if (!screen) return null;
  const number = entry.memo.split(' ').at(-1);
  if (!screen.searched || !number) return screen.path;
  return `${screen.path}${screen.path.includes('?') ? '&' : '?'}${new URLSearchParams({ search: number }).toString()}`;
}
