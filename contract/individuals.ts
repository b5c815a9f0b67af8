import { z } from 'zod';
import { zEmail, zId, zName, zPhone } from './fields';
import { zListExportFields } from './list-export';
import { zListQuery, zPage, zSearch } from './list-view';

/** Individual types (docs/permissions.md §10). */
export const INDIVIDUAL_TYPES = ['admin', 'manager', 'user', 'mediator'] as const;
export type IndividualType = (typeof INDIVIDUAL_TYPES)[number];

const zRequiredText = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max, { message: 'max_length' });

/** As long as the letterhead's own address (contract/letterhead.ts). */
export const INDIVIDUAL_ADDRESS_MAX = 200;

export const ZIndividualBody = z.strictObject({
  name: zName,
  phone: zPhone,
  email: zEmail,
  type: z.enum(INDIVIDUAL_TYPES),
  nni: zRequiredText(40),
  nationality: zRequiredText(60),
  /** The postal address, printed on the customer's invoice (docs/letterhead.md §4); absent keeps it, empty clears it. */
  address: z.string().trim().max(INDIVIDUAL_ADDRESS_MAX, { message: 'max_length' }).optional(),
  isActive: z.boolean(),
});
export type TIndividualBody = z.infer<typeof ZIndividualBody>;

export const ZIndividualRow = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  type: z.enum(INDIVIDUAL_TYPES),
  nni: z.string(),
  nationality: z.string(),
  address: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TIndividualRow = z.infer<typeof ZIndividualRow>;

/** The columns the individuals list sorts by on the server. */
export const INDIVIDUAL_SORT_COLUMNS = ['name', 'email', 'type', 'nni', 'nationality', 'active', 'createdAt'] as const;
export type IndividualSortColumn = (typeof INDIVIDUAL_SORT_COLUMNS)[number];

export const ZListIndividualsQuery = zListQuery(INDIVIDUAL_SORT_COLUMNS, {
  search: zSearch,
  type: z.enum(INDIVIDUAL_TYPES).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type TListIndividualsQuery = z.infer<typeof ZListIndividualsQuery>;

/** Columns the list can show and the export writes, in this order; labels under `individuals.fields.<key>`. */
export const INDIVIDUAL_COLUMNS = ['name', 'email', 'phone', 'type', 'nni', 'nationality', 'active', 'createdAt'] as const;
export type IndividualColumn = (typeof INDIVIDUAL_COLUMNS)[number];
export const DEFAULT_INDIVIDUAL_COLUMNS: readonly IndividualColumn[] = ['name', 'email', 'phone', 'type', 'nni', 'nationality', 'active'];

/** The list's view (filters, search, sort) or the rows picked, in the chosen columns and language (docs/operations.md §12). */
export const ZExportIndividualsQuery = ZListIndividualsQuery.omit({ cursor: true, limit: true }).extend(zListExportFields);
export type TExportIndividualsQuery = z.infer<typeof ZExportIndividualsQuery>;

export const ZIndividualPage = zPage(ZIndividualRow);
export type TIndividualPage = z.infer<typeof ZIndividualPage>;

export const ZLookupQuery = z.strictObject({ search: zSearch });
export type TLookupQuery = z.infer<typeof ZLookupQuery>;

export const ZIndividualOption = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string(), isActive: z.boolean() });
export type TIndividualOption = z.infer<typeof ZIndividualOption>;
export const ZIndividualOptions = z.object({ items: z.array(ZIndividualOption) });
export type TIndividualOptions = z.infer<typeof ZIndividualOptions>;

export const ZIdParams = z.strictObject({ id: zId });
export type TIdParams = z.infer<typeof ZIdParams>;

export const ZLinkIndividualBody = z.strictObject({ individualId: zId.nullable() });
export type TLinkIndividualBody = z.infer<typeof ZLinkIndividualBody>;
