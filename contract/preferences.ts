import { z } from 'zod';

/** A preference key names a screen's choice, e.g. `operations.columns`. */
export const ZPreferenceParams = z.strictObject({ key: z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, { message: 'invalid_value' }).max(64) });

/** Small JSON only: a list of names, a flag, a word. */
const zPreferenceValue = z.union([z.array(z.string().max(64)).max(50), z.string().max(200), z.boolean(), z.null()]);
export const ZPreferenceBody = z.strictObject({ preference: zPreferenceValue });
export const ZPreference = z.object({ key: z.string(), preference: zPreferenceValue });
export type TPreference = z.infer<typeof ZPreference>;
