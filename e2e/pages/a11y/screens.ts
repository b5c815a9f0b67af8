/** Every route a person can reach: the public screens (signed out) and each module of the app (as the administrator). */
export const PUBLIC_SCREENS = ['/', '/login', '/reset-password', '/no-such-page'] as const;

export const APP_SCREENS = [
  '/app/dashboard',
  '/app/profile',
  '/app/profile?tab=twoFactor',
  '/app/user-management',
  '/app/permissions',
  '/app/add-profit',
  '/app/reports',
  '/app/transactions',
  '/app/transactions?tab=operations',
  '/app/individuals',
  '/app/subscribers',
  '/app/update-balance',
  '/app/sub-profit-distribution',
  '/app/mediator-percentages',
  '/app/mediator-calculations',
  '/app/product-sales',
  '/app/precious-products-report',
  '/app/company-settings',
  '/app/profit-distribution',
  '/app/audit-log',
  '/app/close-periods',
  '/app/import',
  '/app/approve-distributions',
  '/app/no-such-page',
] as const;
