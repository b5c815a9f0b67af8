import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** What a file can hold, one kind per file (docs/import.md §1). */
export const IMPORT_KINDS = ['individuals', 'subscribers', 'ledger', 'operations', 'product-sales', 'mediator-percentages'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ImportLanguage = (typeof IMPORT_LANGUAGES)[number];

/** docs/import.md §5: the limits every file must keep. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;

export type ImportColumn = { key: string; required: boolean; labels: Record<ImportLanguage, string> };

const column = (key: string, required: boolean, en: string, fr: string, ar: string): ImportColumn => ({ key, required, labels: { en, fr, ar } });

/** Columns several kinds share, their headers written once. */
const nniColumn = column('nni', true, 'NNI', 'NNI', 'الرقم الوطني');
const currencyColumn = (required: boolean) => column('currency', required, 'Currency', 'Devise', 'العملة');
const dateColumn = (key: string) => column(key, true, 'Date', 'Date', 'التاريخ');
const amountColumn = column('amount', true, 'Amount', 'Montant', 'المبلغ');
const mediatorColumn = column('mediator', true, 'Mediator', 'Médiateur', 'الوسيط');
const typeColumn = (required: boolean) => column('type', required, 'Type', 'Type', 'النوع');
const statusColumn = (required: boolean) => column('status', required, 'Status', 'Statut', 'الحالة');

const individualColumns = (required: boolean) => [
  column('name', required, 'Name', 'Nom', 'الاسم'),
  column('phone', required, 'Phone', 'Téléphone', 'الهاتف'),
  column('email', required, 'Email', 'E-mail', 'البريد الإلكتروني'),
  typeColumn(required),
  nniColumn,
  column('nationality', required, 'Nationality', 'Nationalité', 'الجنسية'),
];

/**
 * The columns of each kind, with their headers in the three languages: a template is written in
 * the user's language, a file is read with headers in any of them, in any order (docs/import.md §2).
 */
export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  individuals: [...individualColumns(true), column('address', false, 'Address', 'Adresse', 'العنوان'), column('active', false, 'Active', 'Actif', 'نشط')],
  subscribers: [
    nniColumn,
    column('subscriptionDate', true, 'Subscription date', 'Date de souscription', 'تاريخ الاشتراك'),
    column('subscriptionAmount', true, 'Subscription amount', 'Montant de souscription', 'مبلغ الاشتراك'),
    currencyColumn(false),
    // The individual's details, for a subscriber whose individual is new: the first row carrying them creates it.
    ...individualColumns(false).filter((item) => item.key !== 'nni'),
  ],
  ledger: [
    nniColumn,
    currencyColumn(false),
    dateColumn('transactionDate'),
    typeColumn(true),
    column('creditType', false, 'Credit type', 'Type de crédit', 'نوع الإيداع'),
    amountColumn,
    statusColumn(true),
    column('note', false, 'Note', 'Note', 'ملاحظة'),
  ],
  // Individuals are named by NNI, e-mail or exact name; the shares are never read from a file (docs/import.md §1).
  operations: [
    column('number', false, 'Operation number', "Numéro d'opération", 'رقم العملية'),
    dateColumn('operationDate'),
    column('sourceCountry', true, 'Source country', "Pays d'origine", 'بلد المصدر'),
    column('destinationCountry', true, 'Destination country', 'Pays de destination', 'بلد الوجهة'),
    column('client', true, 'Client', 'Client', 'العميل'),
    mediatorColumn,
    amountColumn,
    currencyColumn(true),
    column('exchangeRate', true, 'Exchange rate', 'Taux de change', 'سعر الصرف'),
    column('serviceRate', true, 'Service rate', 'Taux de service', 'نسبة الخدمة'),
    column('mediatorType', true, 'Mediator type', 'Type de médiateur', 'نوع الوسيط'),
    column('mediatorAmount', false, 'Mediator amount', 'Montant du médiateur', 'مبلغ الوسيط'),
  ],
  'product-sales': [
    column('saleNumber', false, 'Sale number', 'Numéro de vente', 'رقم البيع'),
    dateColumn('saleDate'),
    column('customer', false, 'Customer', 'Client', 'الزبون'),
    column('productName', true, 'Product', 'Produit', 'المنتج'),
    column('description', false, 'Description', 'Description', 'الوصف'),
    currencyColumn(true),
    column('quantity', true, 'Quantity', 'Quantité', 'الكمية'),
    column('purchasePrice', true, 'Purchase price', "Prix d'achat", 'سعر الشراء'),
    column('additionalCost', false, 'Additional cost', 'Frais supplémentaires', 'تكاليف إضافية'),
    column('customsFees', false, 'Customs fees', 'Frais de douane', 'رسوم الجمارك'),
    column('salePrice', true, 'Sale price', 'Prix de vente', 'سعر البيع'),
  ],
  'mediator-percentages': [
    mediatorColumn,
    column('investorNni', true, 'Investor NNI', "NNI de l'investisseur", 'الرقم الوطني للمستثمر'),
    currencyColumn(false),
    column('percentage', true, 'Percentage', 'Pourcentage', 'النسبة'),
    statusColumn(false),
  ],
};

export const ZImportKindQuery = z.strictObject({ kind: z.enum(IMPORT_KINDS), fileName: z.string().trim().max(200).optional() });
export type TImportKindQuery = z.infer<typeof ZImportKindQuery>;

export const ZImportTemplateQuery = z.strictObject({
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(['csv', 'xlsx']),
  lang: z.enum(IMPORT_LANGUAGES).optional(),
});
export type TImportTemplateQuery = z.infer<typeof ZImportTemplateQuery>;

export const IMPORT_WARNINGS = [
  'DUPLICATE_PHONE',
  'DUPLICATE_EMAIL',
  'DUPLICATE_NNI',
  'DUPLICATE_SUBSCRIPTION',
  'DUPLICATE_LEDGER_ROW',
  'DUPLICATE_OPERATION',
  'DUPLICATE_SALE',
  'DUPLICATE_MEDIATOR_LINK',
] as const;
export type ImportWarning = (typeof IMPORT_WARNINGS)[number];

/** One problem of a row: a refusal (an error code of the forms) or a warning, on a column when it has one. */
export const ZImportIssue = z.object({
  level: z.enum(['error', 'warning']),
  code: z.string().refine((code) => (ERROR_CODES as string[]).includes(code) || (IMPORT_WARNINGS as readonly string[]).includes(code)),
  column: z.string().nullable(),
  /** A field issue of VALIDATION_FAILED (`validation.<issue>`), when there is one. */
  issue: z.string().nullable(),
  /** What fills the refusal's message (a balance, a date), as the form's answer carries it. */
  params: z.record(z.string(), z.unknown()),
});
export type TImportIssue = z.infer<typeof ZImportIssue>;

export const IMPORT_ROW_STATUSES = ['ok', 'warning', 'error', 'exists'] as const;
export const ZImportRow = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  issues: z.array(ZImportIssue),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/** The file a preview or a commit answers about: its kind, its SHA-256 and how many rows it holds. */
const zImportFile = { kind: z.enum(IMPORT_KINDS), fileSha256: z.string(), rowCount: z.number().int() };

export const ZImportPreview = z.object({
  ...zImportFile,
  counts: z.object({ ok: z.number().int(), warning: z.number().int(), error: z.number().int(), exists: z.number().int() }),
  /** The same file was committed before: committing it again imports nothing. */
  alreadyImported: z.boolean(),
  /** Rows with an error or a warning first, at most 1,000 of them. */
  rows: z.array(ZImportRow),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportCommitResult = z.object({
  ...zImportFile,
  imported: z.number().int(),
  existing: z.number().int(),
  alreadyImported: z.boolean(),
});
export type TImportCommitResult = z.infer<typeof ZImportCommitResult>;

/**
 * docs/import.md §6: what a preview or a commit streams to a browser that accepts this type, one
 * JSON object a line: rows done of rows total, then the answer (a preview or a commit result) or
 * the refusal, as an error body with its HTTP status.
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';
export type TImportProgressLine =
  | { rowsDone: number; rowsTotal: number }
  | { answer: TImportPreview | TImportCommitResult }
  | { refusal: { status: number; code: string; params: Record<string, unknown>; requestId: string } };

export const ZImportListItem = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  fileSha256: z.string(),
  rowCount: z.number().int(),
  importedCount: z.number().int(),
  existingCount: z.number().int(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export const ZImportList = z.object({ items: z.array(ZImportListItem) });
export type TImportList = z.infer<typeof ZImportList>;
