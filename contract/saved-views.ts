import { z } from 'zod';
import { zSavedListView } from './list-view';
import { zId } from './fields';
import type { Permission } from './permissions';

/**
 * The lists a view can be saved for (docs/architecture.md §8), each with the permissions that read it:
 * its saved views, the user's own and the shared ones, are read with the list's own permissions.
 */
export const SAVED_VIEW_LISTS = {
  operations: ['transactions'],
  ledger: ['transactions'],
  individuals: ['individuals'],
  subscribers: ['subscribers'],
  'audit-log': ['audit-log'],
  journal: ['accounting'],
  users: ['user-management'],
  'product-sales': ['product-sales'],
  'precious-report': ['precious-products-reports'],
  'mediator-percentages': ['mediator-percentages'],
  'sub-allocations': ['sub-profit-distribution'],
  'sub-profit-split': ['sub-profit-distribution'],
} as const satisfies Record<string, readonly Permission[]>;
export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;
export const SAVED_VIEW_LIST_KEYS = Object.keys(SAVED_VIEW_LISTS) as [SavedViewList, ...SavedViewList[]];
export const zSavedViewList = z.enum(SAVED_VIEW_LIST_KEYS, { error: 'invalid_value' });

/** Saving or deleting a view shared with everyone needs this permission (docs/permissions.md §6). */
export const SHARED_VIEW_PERMISSION = 'user-management' satisfies Permission;

export const ZSavedViewsQuery = z.strictObject({ list: zSavedViewList });

const zName = z.string().trim().min(1, { message: 'required' }).max(60, { message: 'max_length' });

/**
 * Save a view under a name: a new one, or with `replace` the one of that name the same owner (the
 * user, or everyone when `shared`) already has for the list. A taken name without `replace` is
 * refused (`SAVED_VIEW_NAME_TAKEN`).
 */
export const ZSaveViewBody = z.strictObject({
  list: zSavedViewList,
  name: zName,
  shared: z.boolean().default(false),
  replace: z.boolean().default(false),
  view: zSavedListView,
});
export type TSaveViewBody = z.input<typeof ZSaveViewBody>;
/** The body as the server reads it, its defaults filled. */
export type TSaveViewRequest = z.output<typeof ZSaveViewBody>;

export const ZSavedView = z.object({
  id: z.string(),
  list: zSavedViewList,
  name: z.string(),
  /** Shared with everyone (no owner); else the signed-in user's own. */
  shared: z.boolean(),
  /** Whether the signed-in user may delete or replace it: their own, or a shared one for an administrator. */
  editable: z.boolean(),
  view: zSavedListView,
  updatedAt: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedView>;

/**
 * A list's saved views, the user's own then the shared ones, each by name; and the company's day
 * (the server's calendar day) that date presets are computed from.
 */
export const ZSavedViews = z.object({
  today: z.string(),
  items: z.array(ZSavedView),
});
export type TSavedViews = z.infer<typeof ZSavedViews>;

export const ZSavedViewParams = z.strictObject({ id: zId });
