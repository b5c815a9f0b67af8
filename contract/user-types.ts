/** User types of the product (docs/permissions.md §10). `client` is given at sign-up. */
export const USER_TYPES = [
  'client',
  'user',
  'admin',
  'manager',
  'mediator',
  'trader',
  'mediator_normal',
  'investor_mediator',
  'investor',
  'trader_mediator',
  'campany_mediator',
] as const;

export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['pending', 'active', 'disabled', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** docs/permissions.md §10: matching of user-type codes ignores case and non-alphanumerics. */
export function userTypeKey(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
