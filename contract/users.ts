import { z } from 'zod';
import { zId } from './fields';
import { zListQuery, zPage, zSearch } from './list-view';
import { PERMISSIONS } from './permissions';
import { USER_STATUSES, USER_TYPES } from './user-types';

export const ZUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  canLogin: z.boolean(),
  isActive: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  individualId: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

/**
 * The columns the users list sorts by on the server. By status (the default) pending sign-ups come
 * first, oldest first: they form a queue; then active, disabled and inactive users, each by creation.
 */
export const USER_SORT_COLUMNS = ['status', 'name', 'email', 'phone', 'type', 'lastLogin', 'createdAt'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export const ZListUsersQuery = zListQuery(USER_SORT_COLUMNS, {
  search: zSearch,
  type: z.enum(USER_TYPES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type TListUsersQuery = z.infer<typeof ZListUsersQuery>;

export const ZUserPage = zPage(ZUserRow);
export type TUserPage = z.infer<typeof ZUserPage>;

export const ZUserIdParams = z.strictObject({ id: zId });
export type TUserIdParams = z.infer<typeof ZUserIdParams>;

export const ZSetUserTypeBody = z.strictObject({ type: z.enum(USER_TYPES) });
export type TSetUserTypeBody = z.infer<typeof ZSetUserTypeBody>;

export const ZSetPermissionsBody = z.strictObject({ permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length) });
export type TSetPermissionsBody = z.infer<typeof ZSetPermissionsBody>;

export const ZUserType = z.object({ code: z.string(), nameEn: z.string(), nameFr: z.string(), nameAr: z.string() });
export type TUserType = z.infer<typeof ZUserType>;
export const ZUserTypeList = z.object({ items: z.array(ZUserType) });

export const ZHealth = z.object({ status: z.literal('ok'), version: z.string() });
export const ZReady = z.object({ status: z.literal('ready'), version: z.string() });
