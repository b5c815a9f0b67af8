import { z } from 'zod';
import { zEmail, zName, zPassword, zPhone } from './fields';
import { ZUserRow } from './users';

export const ZSignInBody = z.strictObject({ email: zEmail, password: z.string().min(1, { message: 'required' }).max(128) });
export type TSignInBody = z.infer<typeof ZSignInBody>;

export const ZSignUpBody = z.strictObject({ email: zEmail, password: zPassword, name: zName, phone: zPhone });
export type TSignUpBody = z.infer<typeof ZSignUpBody>;

/** The token of a mailed sign-up link (docs/permissions.md §9). */
export const ZConfirmSignUpBody = z.strictObject({ token: z.string().min(1).max(256) });
export type TConfirmSignUpBody = z.infer<typeof ZConfirmSignUpBody>;

export const ZForgotPasswordBody = z.strictObject({ email: zEmail });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZResetTokenBody = z.strictObject({ token: z.string().min(1).max(256) });
export type TResetTokenBody = z.infer<typeof ZResetTokenBody>;

export const ZResetPasswordBody = z.strictObject({ token: z.string().min(1).max(256), password: zPassword });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, { message: 'required' }).max(128),
  newPassword: zPassword,
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZUpdateProfileBody = z.strictObject({ name: zName, phone: zPhone });
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;

/** The signed-in user: its row as the users list shows it, without what only that list needs. */
export const ZSessionUser = ZUserRow.omit({ status: true, canLogin: true, isActive: true, lastLogin: true, createdAt: true });
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** `mustEnrolTwoFactor`: the API answers only enrolment until a second factor is set up (docs/permissions.md §11). */
export const ZSessionAnswer = z.object({ user: ZSessionUser.nullable(), mustEnrolTwoFactor: z.boolean() });
export type TSessionAnswer = z.infer<typeof ZSessionAnswer>;

export const ZSignedInAnswer = z.object({ user: ZSessionUser, redirectTo: z.enum(['/app/dashboard', '/app/profile']), mustEnrolTwoFactor: z.boolean() });
export type TSignedInAnswer = z.infer<typeof ZSignedInAnswer>;
/** The password was right and the account uses a second factor: no session yet, a code is asked (docs/permissions.md §11). */
export const ZTwoFactorChallengeAnswer = z.object({ twoFactorRequired: z.literal(true) });
/**
 * The account is under guard after many failed passwords from anywhere: no session; if the e-mail
 * and password were right, a one-time sign-in link was mailed to the owner. The same answer either
 * way, so it never says whether the password was right (docs/permissions.md §9).
 */
export const ZSignInLinkAnswer = z.object({ signInLinkSent: z.literal(true) });
export const ZSignInAnswer = z.union([ZSignedInAnswer, ZTwoFactorChallengeAnswer, ZSignInLinkAnswer]);
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;

export const ZSignInLinkBody = z.strictObject({ token: z.string().min(1, { message: 'required' }).max(200) });
export type TSignInLinkBody = z.infer<typeof ZSignInLinkBody>;

export const ZOkAnswer = z.object({ ok: z.literal(true) });
export type TOkAnswer = z.infer<typeof ZOkAnswer>;

export const ZResetCheckAnswer = z.object({ valid: z.boolean() });
export type TResetCheckAnswer = z.infer<typeof ZResetCheckAnswer>;

export { landingPathFor } from './landing-path';
