import { z } from 'zod';

/** The languages the server writes its files in. */
export const EXPORT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/**
 * What a list's export takes beside the list's own filters, search and sort (docs/operations.md
 * §12): the visible columns, comma-separated in the list's order; the language of headers and
 * labels; or the rows picked one by one.
 */
export const zListExportFields = {
  columns: z.string().max(400).optional(),
  lang: z.enum(EXPORT_LANGUAGES).optional(),
  ids: z
    .string()
    .optional()
    .describe(
      "The rows picked one by one (docs/operations.md §12): comma-separated ids, 1 to 1,000, with no filter or search beside them; the file holds exactly those rows, in the sort's order. Refused with EXPORT_SELECTION_INVALID when malformed, too many or beside a filter.",
    ),
};
