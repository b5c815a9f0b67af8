/*
 * The rules of the shared fields as plain values, without zod: the sign-in and reset pages check
 * them in the browser and must not download the schema library to do so (contract/fields.ts builds
 * the zod schemas from these).
 */

/** docs/permissions.md §9: trimmed, lower-cased, non-space text, at sign, domain, dot-suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: optional +, then digits with single spaces or dashes, 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9](?:[ -]?[0-9]){5,19}$/;
/** docs/rulings.md §R4: at least 8 characters everywhere (sign-up, reset, change). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
