import { z } from 'zod';
import { zId } from './fields';
import { sortValues, zPage, zPaging, zSearch, zSort, type SortValue } from './list-view';
import { zAmountText, zUsdAmountText, zCurrency, zDayText, zDecimalString, zIsoDate, zMoneyString, zPercentText } from './money';
import { zNamedMediator } from './named-parties';
import { zListExportFields } from './list-export';

/** docs/operations.md §4: the countries an operation goes between; labels under `operations.countries.<code>`. */
export const COUNTRIES = ['chad', 'uae', 'nigeria', 'benin', 'china', 'cameroun', 'niger', 'gabon', 'sudan', 'jordan', 'other'] as const;
export type Country = (typeof COUNTRIES)[number];

export const OPERATION_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** docs/operations.md §5: a normal mediator takes a fixed amount, the two trader kinds a percentage. */
export const MEDIATOR_TYPE_CODES = ['normal', 'mediator-trader', 'trader-mediator'] as const;
export type MediatorTypeCode = (typeof MEDIATOR_TYPE_CODES)[number];

/** Columns the list can show and the export writes, in this order; labels under `operations.columns.<key>`. */
export const OPERATION_COLUMNS = [
  'number',
  'date',
  'sourceCountry',
  'destinationCountry',
  'client',
  'mediator',
  'amount',
  'currency',
  'exchangeRate',
  'equivalentUsd',
  'serviceRate',
  'revenue',
  'investorShare',
  'mediatorType',
  'mediatorShare',
  'specialShare',
  'companyShare',
  'status',
] as const;
export type OperationColumn = (typeof OPERATION_COLUMNS)[number];
export const DEFAULT_OPERATION_COLUMNS: readonly OperationColumn[] = ['number', 'date', 'client', 'mediator', 'amount', 'revenue', 'companyShare', 'status'];

export const ZOperationBody = z.strictObject({
  sourceCountry: z.enum(COUNTRIES),
  destinationCountry: z.enum(COUNTRIES),
  amount: zMoneyString,
  currency: zCurrency,
  exchangeRate: zDecimalString,
  serviceRate: zDecimalString,
  clientId: zId,
  mediatorId: zId,
  mediatorType: z.enum(MEDIATOR_TYPE_CODES),
  /** The fixed amount of a normal mediator; ignored for the other kinds. */
  mediatorAmount: zMoneyString.optional(),
  operationDate: zIsoDate,
});
export type TOperationBody = z.infer<typeof ZOperationBody>;

export const ZOperationRow = z.object({
  id: z.string(),
  number: z.string(),
  sourceCountry: z.enum(COUNTRIES),
  destinationCountry: z.enum(COUNTRIES),
  amount: zAmountText,
  currency: zCurrency,
  exchangeRate: z.string(),
  serviceRate: zPercentText,
  equivalentUsd: zUsdAmountText,
  revenue: zAmountText,
  investorShare: zAmountText,
  /** The investor percentage (of the revenue) the operation keeps when edited. */
  investorRuleValue: zPercentText,
  mediatorType: z.enum(MEDIATOR_TYPE_CODES),
  /** The fixed amount (normal) or the percentage (trader kinds) the mediator share came from. */
  mediatorRuleValue: z.string(),
  mediatorShare: zAmountText,
  /** The special-services percentage (of what is left) the operation keeps when edited. */
  specialRuleValue: zPercentText,
  specialShare: zAmountText,
  companyShare: zAmountText,
  operationDate: zDayText,
  clientId: z.string(),
  clientName: z.string(),
  ...zNamedMediator,
  status: z.enum(OPERATION_STATUSES),
  isProfitDistributed: z.boolean(),
});
export type TOperationRow = z.infer<typeof ZOperationRow>;

/**
 * The columns the list sorts by on the server (docs/architecture.md §8). `date-desc`, newest
 * first, is the default; the date sorts keep the indexed search paths of db/queries/operations.ts.
 */
export const OPERATION_SORT_COLUMNS = [
  'date',
  'number',
  'client',
  'mediator',
  'amount',
  'currency',
  'equivalentUsd',
  'revenue',
  'companyShare',
  'status',
] as const;
export type OperationSortColumn = (typeof OPERATION_SORT_COLUMNS)[number];
export const OPERATION_SORTS = sortValues(OPERATION_SORT_COLUMNS);
export type OperationSort = SortValue<OperationSortColumn>;

const operationFilters = {
  search: zSearch,
  status: z.enum(OPERATION_STATUSES).optional(),
  currency: zCurrency.optional(),
  sourceCountry: z.enum(COUNTRIES).optional(),
  destinationCountry: z.enum(COUNTRIES).optional(),
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  sort: zSort(OPERATION_SORT_COLUMNS).optional(),
};

export const ZListOperationsQuery = z.strictObject({ ...operationFilters, ...zPaging });
export type TListOperationsQuery = z.infer<typeof ZListOperationsQuery>;

export { EXPORT_LANGUAGES, type ExportLanguage } from './list-export';

export const ZExportOperationsQuery = z.strictObject({ ...operationFilters, ...zListExportFields });
export type TExportOperationsQuery = z.infer<typeof ZExportOperationsQuery>;

export const ZOperationPage = zPage(ZOperationRow);
export type TOperationPage = z.infer<typeof ZOperationPage>;

export const ZOperationIdParams = z.strictObject({ id: zId });
