import { z } from 'zod';

export * from './two-factor-rules';

/** Spaces people type or paste between digit groups are not part of the code. */
export const zSecondFactorCode = z
  .string()
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { message: 'required' }).max(20, { message: 'max_length' }));

export const ZTwoFactorCodeBody = z.strictObject({ code: zSecondFactorCode });
export type TTwoFactorCodeBody = z.infer<typeof ZTwoFactorCodeBody>;

export const ZTwoFactorPasswordBody = z.strictObject({ password: z.string().min(1, { message: 'required' }).max(128) });
export type TTwoFactorPasswordBody = z.infer<typeof ZTwoFactorPasswordBody>;

/** What an authenticator app needs: the otpauth URI (shown as a QR code) and its key typed by hand. */
export const ZTwoFactorEnrolment = z.object({
  totpUri: z.string(),
  manualKey: z.string(),
  backupCodes: z.array(z.string()),
});
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

export const ZTwoFactorSetting = z.object({ required: z.boolean() });
export type TTwoFactorSetting = z.infer<typeof ZTwoFactorSetting>;

export const ZUpdateTwoFactorSettingBody = z.strictObject({ required: z.boolean() });
export type TUpdateTwoFactorSettingBody = z.infer<typeof ZUpdateTwoFactorSettingBody>;
