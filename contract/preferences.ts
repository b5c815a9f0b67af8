import { z } from 'zod';

/** A preference key names a screen's choice, e.g. `operations.columns`. */
export const ZPreferenceParams = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, { message: 'invalid_value' })
    .max(64),
});

/** Small JSON only: a list of names, a flag, a word. */
const zStoredPreference = z.union([z.array(z.string().max(64)).max(50), z.string().max(200), z.boolean()]);
/** The column holds a choice, never null: "nothing chosen yet" is the absence of a row. */
export const ZPreferenceBody = z.strictObject({ preference: zStoredPreference });
/** Read back, null says the user has not chosen yet. */
export const ZPreference = z.object({ key: z.string(), preference: zStoredPreference.nullable() });
export type TPreference = z.infer<typeof ZPreference>;
