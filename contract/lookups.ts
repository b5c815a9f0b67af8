import { z } from 'zod';
import { zSearch } from './list-view';
import { INDIVIDUAL_TYPES } from './individuals';

export const ZIndividualLookupQuery = z.strictObject({
  search: zSearch,
  type: z.enum(INDIVIDUAL_TYPES).optional(),
});
export type TIndividualLookupQuery = z.infer<typeof ZIndividualLookupQuery>;

export const ZIndividualOption = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type TIndividualOption = z.infer<typeof ZIndividualOption>;
export const ZIndividualOptions = z.object({ items: z.array(ZIndividualOption) });
export type TIndividualOptions = z.infer<typeof ZIndividualOptions>;
