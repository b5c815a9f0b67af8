import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EXPORT_TYPES } from '../export/export-types';
import type { ListExport, ListExportFormat } from '../export/list-export';
import { route, type OperationId } from './describe-route';
import { sendStreamedFile } from './file-reply';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A list's export: the list's address and feature, who may read it (the list's own access), and its query. */
export type ListExportTarget<Query extends z.ZodType> = { path: string; feature: string; config: FastifyContextConfig; query: Query };

/**
 * `GET <path>/export.xlsx` and `GET <path>/export.csv` (`<feature>.exportExcel`, `<feature>.exportCsv`):
 * the list's view or the rows picked (docs/operations.md §12), streamed as the file `write` makes.
 */
export function listExportRoutes<Query extends z.ZodType>(
  app: ZodApp,
  { path, feature, config, query }: ListExportTarget<Query>,
  write: (query: z.output<Query>, format: ListExportFormat, request: FastifyRequest) => ListExport | Promise<ListExport>,
) {
  for (const format of ['xlsx', 'csv'] as const) {
    const kind = format === 'xlsx' ? 'an Excel workbook' : 'CSV';
    const id: OperationId = `${feature}.${format === 'xlsx' ? 'exportExcel' : 'exportCsv'}`;
    app.get(
      `${path}/export.${format}`,
      route(config, {
        id,
        summary: `Export the list's view (filters, sort, columns, language), or the rows picked, as ${kind}`,
        errors: ['EXPORT_SELECTION_INVALID'],
        querystring: query,
      }),
      async (request: FastifyRequest, reply) => {
        // The query's schema checked the query; the type provider cannot name the type of a schema that is a type parameter.
        const file = await write(request.query as z.output<Query>, format, request);
        return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES[format], name: file.fileName, failure: `${feature} export failed` });
      },
    );
  }
}
