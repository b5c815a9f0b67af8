/** Every permission a user can hold (docs/permissions.md §1, §2). `all` grants every other one. */
export const PERMISSIONS = [
  'all',
  'dashboard',
  'transactions',
  'product-sales',
  'individuals',
  'subscribers',
  'mediator-percentages',
  'add-profit',
  'update-balance',
  'profit-distribution',
  'sub-profit-distribution',
  'profile',
  'user-management',
  'reports',
  'company-settings',
  'mediator-calculations',
  'precious-products-distribution',
  'precious-products-reports',
  'settings',
  'complete-operations',
  'audit-log',
  'close-periods',
  'approve-distributions',
  'import',
  'accounting',
  'accounting-settings',
  'approval-limits',
  'kyc-documents',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const known = new Set<string>(PERMISSIONS);

export function isPermission(name: string): name is Permission {
  return known.has(name);
}

function toKebab(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

function splitStored(stored: unknown): unknown[] {
  if (Array.isArray(stored)) return stored;
  if (typeof stored !== 'string') return [];
  const text = stored.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return text.split(',');
}

/**
 * Stored permissions come in legacy forms: an array, a JSON string, a comma-separated string,
 * names with spaces ("precious products reports"). Unknown names are dropped, never guessed.
 */
export function normalizePermissions(stored: unknown): Permission[] {
  const names = splitStored(stored)
    .filter((item): item is string => typeof item === 'string')
    .map(toKebab)
    .filter(isPermission);
  return [...new Set(names)];
}

export function holdsPermission(held: readonly Permission[], needed: Permission): boolean {
  return held.includes('all') || held.includes(needed);
}

export function holdsAny(held: readonly Permission[], needed: readonly Permission[]): boolean {
  return needed.some((permission) => holdsPermission(held, permission));
}
