import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJournalEntry, ZJournalEntryParams, ZJournalEntryQuery, ZJournalExportQuery, ZJournalPage, ZJournalQuery } from '../../../contract/journal';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { EXPORT_TYPES } from '../../export/export-types';
import { route } from '../describe-route';
import { sendFile, sendStreamedFile } from '../file-reply';
import { pageRoute } from '../row-actions';
import { serverDay } from '../server-day';
import { exportJournal, journalPdf } from './journal-export';
import { getJournalEntry, journalPage } from './journal.service';

/** docs/permissions.md: the books and their reports are `accounting`'s. */
const accountants = { access: ['accounting'] } as const;

/** The journal of the books (docs/accounting.md §5): its entries, one entry, its export. */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  pageRoute(
    app,
    { path: '/accounting/journal', id: 'journal.list', config: accountants },
    'Journal entries with their lines, newest first, filtered, a page at a time',
    ZJournalQuery,
    ZJournalPage,
    journalPage,
  );
  app.get(
    '/accounting/journal/export',
    route(accountants, {
      id: 'journal.export',
      summary: "A month's journal, or the list's filters, one row per line, as CSV, Excel or PDF (docs/accounting.md §5)",
      errors: ['REPORT_TOO_LARGE_FOR_PDF'],
      querystring: ZJournalExportQuery,
    }),
    async (request, reply) => {
      const { query } = request;
      // The journal's rows from the reports' database (a replica when REPORTS_DATABASE_URL is set, docs/running.md §7).
      if (query.format === 'pdf') {
        const pdf = await journalPdf(app.deps.reports, query, { header: await findPdfHeader(app.database.db), today: serverDay() });
        return sendFile(reply, { type: EXPORT_TYPES.pdf, name: pdf.fileName, body: await app.pdf.render(pdf.html) });
      }
      const file = exportJournal(app.deps.reports, { ...query, format: query.format });
      return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES[request.query.format], name: file.fileName, failure: 'journal export failed' });
    },
  );
  app.get(
    '/accounting/journal/:id',
    route(accountants, {
      id: 'journal.get',
      summary: 'One journal entry by its id or number, with its lines, its source and its audit row',
      errors: ['JOURNAL_ENTRY_NOT_FOUND'],
      params: ZJournalEntryParams,
      querystring: ZJournalEntryQuery,
      response: { 200: ZJournalEntry },
    }),
    (request) => getJournalEntry(app.deps, request.params.id, request.query.lang ?? 'en'),
  );
};
