import type { DomainErrorCode } from '../domain';

/** Refusals of the calculation core keep their code on the wire; every one is a 4xx. */
const DOMAIN_ERROR_STATUS = {
  INVALID_INPUT: 400,
  INVALID_AMOUNT: 400,
  INVALID_NUMBER: 400,
  NEGATIVE_AMOUNT: 400,
  TOO_MANY_DECIMALS: 400,
  UNKNOWN_CURRENCY: 400,
  MIXED_CURRENCIES: 400,
  PERCENTAGE_OUT_OF_RANGE: 400,
  INVALID_RATE: 400,
  INVALID_DATE: 400,
  INVALID_MONTH: 400,
  DUPLICATE_ID: 400,
  ZERO_TOTAL_WEIGHT: 409,
  SHARES_EXCEED_REVENUE: 409,
  NO_ACTIVE_INVESTORS: 409,
  NOTHING_TO_DISTRIBUTE: 409,
  ALLOCATION_EXCEEDS_SUBSCRIPTION: 409,
  /** A journal entry whose debits and credits differ in a currency (docs/accounting.md §1). */
  ENTRY_UNBALANCED: 409,
} as const satisfies Record<DomainErrorCode, number>;

/**
 * The closed list of error codes the server answers with. Each maps to an HTTP status here and to
 * a message in en, fr and ar under `errors.<CODE>` in web/locales (a check fails when one is missing).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_PENDING: 403,
  ACCOUNT_DISABLED: 403,
  ACCOUNT_INACTIVE: 403,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  RESET_LINK_INVALID: 400,
  SIGN_UP_LINK_INVALID: 400,
  WRONG_CURRENT_PASSWORD: 400,
  CANNOT_CHANGE_SELF: 409,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  TOO_MANY_RESET_ATTEMPTS: 429,
  TOO_MANY_SIGN_UPS: 429,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  OPERATION_NOT_FOUND: 404,
  OPERATION_LOCKED: 409,
  CLIENT_IS_MEDIATOR: 400,
  PARTY_NOT_FOUND: 404,
  SALE_NOT_FOUND: 404,
  SALE_SOLD_LOCKED: 409,
  SALE_LOCKED: 409,
  SETTING_ABOVE_LIMIT: 400,
  INTERNAL: 500,
  /** A general-ledger account that has journal lines cannot be deleted, only deactivated (docs/accounting.md §2). */
  ACCOUNT_IN_USE: 409,
  /** No journal entry has this id or number (docs/accounting.md §5). */
  JOURNAL_ENTRY_NOT_FOUND: 404,
  /** No general-ledger account has this code (docs/accounting.md §2). */
  ACCOUNT_NOT_FOUND: 404,
  /** A general-ledger account already has this code. */
  ACCOUNT_CODE_EXISTS: 409,
  AMOUNT_OUT_OF_RANGE: 409,
  /** The server is stopping (SIGTERM/SIGINT): it finishes what it has and takes nothing new; try again shortly. */
  SERVER_SHUTTING_DOWN: 503,
  /** The readiness check (GET /api/ready) fails; `reason`: stopping, database or migrations (docs/running.md §1). */
  NOT_READY: 503,
  // People and capital (issue 4)
  INDIVIDUAL_NOT_FOUND: 404,
  INDIVIDUAL_EMAIL_EXISTS: 409,
  INDIVIDUAL_PHONE_EXISTS: 409,
  SUBSCRIBER_NOT_FOUND: 404,
  SUBSCRIBER_HAS_LEDGER_ROWS: 409,
  DATE_IN_FUTURE: 400,
  DATE_BEFORE_SUBSCRIPTION: 400,
  CREDIT_TYPE_REQUIRED: 400,
  CREDIT_TYPE_NOT_ALLOWED: 400,
  INSUFFICIENT_BALANCE: 409,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_NOT_PENDING: 409,
  TRANSACTION_NOT_REVERSIBLE: 409,
  TRANSACTION_ALREADY_REVERSED: 409,
  ALLOCATION_NOT_FOUND: 404,
  ALLOCATION_DUPLICATE: 409,
  ALLOCATION_SAME_SUBSCRIBER: 400,
  ALLOCATION_CURRENCY_MISMATCH: 400,
  // Profit distribution, mediator percentages (issue 6)
  NO_SOURCES_SELECTED: 400,
  SOURCE_NOT_SELECTABLE: 409,
  ALREADY_DISTRIBUTED: 409,
  PREVIEW_OUTDATED: 409,
  NO_PROFITS_FOR_MONTH: 409,
  COMMISSIONS_ALREADY_DISTRIBUTED: 409,
  NO_MEDIATOR_PERCENTAGES: 409,
  NO_COMMISSIONS: 409,
  MONTH_HAS_PAID_ROWS: 409,
  MONTH_HAS_PENDING_REQUESTS: 409,
  MEDIATOR_PERCENTAGE_NOT_FOUND: 404,
  MEDIATOR_PERCENTAGE_DUPLICATE: 409,
  MEDIATOR_IS_INVESTOR: 400,
  // Members' self-service, profit requests, reports (issue 7)
  NO_LINKED_INDIVIDUAL: 409,
  PROFIT_NOT_FOUND: 404,
  PROFIT_ALREADY_PAID: 409,
  PROFIT_NOT_REQUESTABLE: 409,
  PROFIT_REQUEST_PENDING: 409,
  // A profit row whose run cannot be replayed from what it recorded (docs/distribution.md §17)
  PROFIT_NOT_EXPLAINABLE: 409,
  PROFIT_REQUEST_NOT_FOUND: 404,
  // A member's year statement (docs/money.md §8)
  STATEMENT_YEAR_INVALID: 400,
  STATEMENT_YEAR_IN_FUTURE: 400,
  PROFIT_REQUEST_ALREADY_DECIDED: 409,
  SELF_APPROVAL: 403,
  // Four-eyes approval of distributions (issue 16)
  RUN_NOT_PENDING: 409,
  RUN_PENDING_APPROVAL: 409,
  // Corrections of posted rows (docs/distribution.md §18)
  NOTHING_TO_ADJUST: 409,
  MONTH_HAS_ADJUSTMENTS: 409,
  PROFIT_SUBSCRIBER_MISSING: 409,
  PROFIT_SUBSCRIBER_AMBIGUOUS: 409,
  REPORT_FILTER_REQUIRED: 400,
  REPORT_TOO_LARGE_FOR_PDF: 400,
  // Jobs: long work followed from the browser (issue 14)
  JOB_NOT_FOUND: 404,
  JOB_NOT_FINISHED: 409,
  JOB_FILE_EXPIRED: 410,
  TOO_MANY_JOBS: 429,
  /** A job's failure reason, never an answer: the server stopped or restarted while it ran. */
  JOB_INTERRUPTED: 503,
  /** A job's failure reason: a scheduled backup could not be written (docs/running.md §6). */
  BACKUP_FAILED: 500,
  // Statements by e-mail (issue 17, docs/mail.md)
  /** Only a failed job can be queued again. */
  JOB_NOT_FAILED: 409,
  /** A job's failure reason: the mail server refused the mail or could not be reached. */
  MAIL_NOT_SENT: 502,
  /** A job's failure reason: the member has no e-mail any more. */
  MAIL_NO_RECIPIENT: 409,
  // Scheduled reports and alerts (issue 34, docs/mail.md §4, §5)
  SCHEDULED_REPORT_NOT_FOUND: 404,
  /** A job's failure reason: the nightly audit-chain check found a broken link (docs/mail.md §5). */
  AUDIT_CHAIN_BROKEN: 500,
  // Closed periods (issue 16): nothing dated in a closed month changes (docs/distribution.md §15)
  PERIOD_CLOSED: 409,
  PERIOD_NOT_DISTRIBUTED: 409,
  PERIOD_NOT_CLOSED: 409,
  // Second factor (issue 16)
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  INVALID_TWO_FACTOR_CODE: 401,
  TWO_FACTOR_CHALLENGE_EXPIRED: 401,
  TOO_MANY_TWO_FACTOR_ATTEMPTS: 429,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_REQUIRED: 409,
  /** Turning the company's second-factor requirement off needs a session opened with a code (docs/permissions.md §11). */
  SECOND_FACTOR_SESSION_REQUIRED: 403,
  /** A mailed sign-in link (account under guard, docs/permissions.md §9) unknown, spent or expired. */
  SIGN_IN_LINK_INVALID: 401,
  // Bulk import (issue 18, docs/import.md)
  IMPORT_FILE_EMPTY: 400,
  IMPORT_FILE_UNREADABLE: 400,
  IMPORT_FILE_TOO_LARGE: 413,
  IMPORT_BAD_ENCODING: 400,
  IMPORT_TOO_MANY_ROWS: 413,
  IMPORT_UNKNOWN_COLUMN: 400,
  IMPORT_DUPLICATE_COLUMN: 400,
  IMPORT_MISSING_COLUMN: 400,
  IMPORT_NNI_AMBIGUOUS: 409,
  IMPORT_REFERENCE_AMBIGUOUS: 409,
  IMPORT_HAS_ERRORS: 409,
  // The letterhead's logo (issue 34, docs/letterhead.md §2)
  /** Its first bytes are not those of a PNG, JPEG or WebP image, whatever its name or declared type. */
  LOGO_NOT_IMAGE: 415,
  LOGO_TOO_LARGE: 413,
  // Idempotent money writes (issue 33, docs/operations.md "Idempotent writes")
  /** The `Idempotency-Key` was used by this user for another request (another route, parameters or body). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The request first sent under this `Idempotency-Key` has not answered yet; try again shortly. */
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  // Bulk actions (issue 34, docs/operations.md §12)
  /** A bulk action's filter matches more rows than one action takes (`limit`). */
  BULK_SELECTION_TOO_LARGE: 400,
  /** An export's picked rows (`ids`) are not 1 to `limit` well-formed ids, or come with a filter or search. */
  EXPORT_SELECTION_INVALID: 400,
  // Members' self-service (issue 34, docs/operations.md §13–§15)
  /** The member has no active subscription in the currency asked. */
  NO_SUBSCRIPTION: 409,
  /** The member has several active subscriptions in the currency asked. */
  SUBSCRIPTION_AMBIGUOUS: 409,
  WITHDRAWAL_NOT_FOUND: 404,
  WITHDRAWAL_ALREADY_DECIDED: 409,
  NOTIFICATION_NOT_FOUND: 404,
  /** A statement month before the subscription's or after the current one. */
  STATEMENT_MONTH_INVALID: 400,
  // Saved views (issue 34, docs/architecture.md §8)
  /** No saved view has this id among those the user may see (another user's own view is not said to exist). */
  SAVED_VIEW_NOT_FOUND: 404,
  /** The owner (the user, or everyone for a shared view) already has a view of this name for this list. */
  SAVED_VIEW_NAME_TAKEN: 409,
  // Documents (issue 34, docs/documents.md)
  /** The file is not a PDF, PNG, JPEG or WebP, judged from its content. */
  DOCUMENT_TYPE_REFUSED: 415,
  /** The file is larger than DOCUMENT_MAX_BYTES; nothing was kept. */
  DOCUMENT_TOO_LARGE: 413,
  DOCUMENT_NOT_FOUND: 404,
  /** The individual, capital entry or operation named does not exist. */
  DOCUMENT_OWNER_NOT_FOUND: 404,
  ...DOMAIN_ERROR_STATUS,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Codes of a single field's problem inside VALIDATION_FAILED; translated under `validation.<code>`. */
export const FIELD_ISSUES = [
  'required',
  'invalid_email',
  'invalid_phone',
  'invalid_number',
  'positive_number',
  'min_length',
  'max_length',
  'passwords_mismatch',
  'invalid_value',
  'unknown_field',
  'too_large',
  'out_of_range',
] as const;
export type FieldIssue = (typeof FIELD_ISSUES)[number];

export type TFieldError = { path: string; issue: FieldIssue; min?: number; max?: number };

/** Body of every error answer. `params.fields` holds the field errors of VALIDATION_FAILED. */
export type TErrorBody = {
  code: ErrorCode;
  params: Record<string, unknown> & { fields?: TFieldError[] };
  requestId: string;
};
