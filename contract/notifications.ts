import { z } from 'zod';

/** What a notification tells (docs/operations.md §14); the web app writes each in the reader's language from its parameters. */
export const NOTIFICATION_KINDS = ['profit-posted', 'profit-request-decided', 'withdrawal-requested', 'withdrawal-decided', 'distribution-proposed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The parameters a notification's text takes: plain values, never text in a language. */
export const ZNotificationParams = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: ZNotificationParams,
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

/**
 * The bell's list: a page of the notifications, newest first, how many of all the user's are unread,
 * and the cursor of the older ones (null when none are older).
 */
export const ZNotificationList = z.object({ items: z.array(ZNotification), unread: z.number().int(), nextCursor: z.string().nullable() });
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const NOTIFICATION_LIST_MAX = 50;
export const ZListNotificationsQuery = z.strictObject({
  unread: z.enum(['true', 'false']).optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]?$/, { message: 'invalid_value' })
    .refine((text) => Number(text) <= NOTIFICATION_LIST_MAX, { message: 'out_of_range' })
    .optional(),
  /** The `nextCursor` of the page before: the page starts with the notifications older than its last. */
  cursor: z.string().min(1).max(200).optional(),
});
export type TListNotificationsQuery = z.infer<typeof ZListNotificationsQuery>;

/** One notification by its id, or every unread one of the user (`all: true`). */
export const ZMarkNotificationsBody = z.union([
  z.strictObject({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'invalid_value' }) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type TMarkNotificationsBody = z.infer<typeof ZMarkNotificationsBody>;
export const ZMarkNotificationsResult = z.object({ marked: z.number().int(), unread: z.number().int() });
