import { BULK_LIMIT } from '../../contract/bulk-actions';

/** The ids of one more row than one bulk selection takes, as an export's `ids` query. */
export const tooManyIds = Array.from({ length: BULK_LIMIT + 1 }, (_, index) => `r${index}`).join(',');

/** What every export of picked rows refuses in its `ids` alone: a case's name, its query and the code it answers. */
export const SELECTION_REFUSALS: Array<[name: string, query: string, code: string]> = [
  ['an empty list of ids', 'ids=', 'EXPORT_SELECTION_INVALID'],
  ['a malformed id', 'ids=a1,b%2F2', 'EXPORT_SELECTION_INVALID'],
  ['more ids than one selection takes', `ids=${tooManyIds}`, 'EXPORT_SELECTION_INVALID'],
];
