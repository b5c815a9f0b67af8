import { z } from 'zod';
import { INDIVIDUAL_TYPES } from './individuals';

export const ZIndividualLookupQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  type: z.enum(INDIVIDUAL_TYPES).optional(),
});
export type TIndividualLookupQuery = z.infer<typeof ZIndividualLookupQuery>;

export const ZIndividualOption = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type TIndividualOption = z.infer<typeof ZIndividualOption>;
export const ZIndividualOptions = z.object({ items: z.array(ZIndividualOption) });
export type TIndividualOptions = z.infer<typeof ZIndividualOptions>;
