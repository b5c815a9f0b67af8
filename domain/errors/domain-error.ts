/**
 * Every refusal of the calculation core. The list is closed so that the server can map each code
 * exhaustively to an HTTP status and a translated message.
 */
export const DOMAIN_ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_AMOUNT',
  'INVALID_NUMBER',
  'NEGATIVE_AMOUNT',
  'TOO_MANY_DECIMALS',
  'UNKNOWN_CURRENCY',
  'MIXED_CURRENCIES',
  'PERCENTAGE_OUT_OF_RANGE',
  'INVALID_RATE',
  'INVALID_DATE',
  'INVALID_MONTH',
  'DUPLICATE_ID',
  'ZERO_TOTAL_WEIGHT',
  'SHARES_EXCEED_REVENUE',
  'NO_ACTIVE_INVESTORS',
  'NOTHING_TO_DISTRIBUTE',
  'ALLOCATION_EXCEEDS_SUBSCRIPTION',
  'ENTRY_UNBALANCED',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export type DomainErrorParams = Record<string, string | number>;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly params: DomainErrorParams;

  constructor(code: DomainErrorCode, params: DomainErrorParams = {}) {
    super(`${code}${Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : ''}`);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
