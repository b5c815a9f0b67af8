import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJournalEntry, ZJournalEntryParams, ZJournalEntryQuery, ZJournalExportQuery, ZJournalPage, ZJournalQuery } from '../../../contract/journal';
import { EXPORT_TYPES } from '../../export/export-types';
import { route } from '../describe-route';
import { sendStreamedFile } from '../file-reply';
import { pageRoute } from '../row-actions';
import { exportJournal } from './journal-export';
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
      summary: "A month's journal, or the list's filters, one row per line, as CSV or Excel (docs/accounting.md §5)",
      querystring: ZJournalExportQuery,
    }),
    (request, reply) => {
      const file = exportJournal(app.deps.reports, request.query);
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
