import { z } from 'zod';

/**
 * The letterhead (docs/letterhead.md §1): the company's name, address, contacts and registration
 * numbers printed at the head of every PDF, and whether a logo is set. The logo is an inline data
 * URL: the renderer never fetches.
 */
export const ZPdfSettings = z.object({
  companyName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  tradeRegister: z.string(),
  taxId: z.string(),
  logoUrl: z.string(),
});
export type TPdfSettings = z.infer<typeof ZPdfSettings>;

const zOptionalText = (max: number) => z.string().trim().max(max, { message: 'max_length' });

/** The letterhead's text; the logo is changed only by its own routes, which read its bytes. */
export const ZPdfSettingsBody = z.strictObject({
  companyName: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'max_length' }),
  address: zOptionalText(200),
  phone: zOptionalText(40),
  email: zOptionalText(254),
  website: zOptionalText(200),
  tradeRegister: zOptionalText(60),
  taxId: zOptionalText(60),
});
export type TPdfSettingsBody = z.infer<typeof ZPdfSettingsBody>;

/** docs/letterhead.md §2: the largest logo kept, in bytes of the image itself. */
export const LOGO_MAX_BYTES = 512 * 1024;
/** The image types a logo may be, told by its first bytes, never by its name or declared type. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * A logo travels as base64 in JSON: a 512 KB image is about 700 KB of text, under the server's
 * body limit; its size and type are judged once decoded.
 */
export const ZUploadLogoBody = z.strictObject({
  content: z
    .string()
    .min(1, { message: 'required' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'invalid_value' }),
});
export type TUploadLogoBody = z.infer<typeof ZUploadLogoBody>;

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type of a file by its magic bytes, or null when it is none of LOGO_TYPES. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
