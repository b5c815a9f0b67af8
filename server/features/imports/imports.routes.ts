import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  ZImportCommitResult,
  ZImportKindQuery,
  ZImportList,
  ZImportPreview,
  ZImportTemplateQuery,
  type TImportKindQuery,
} from '../../../contract/imports';
import { EXPORT_TYPES } from '../../export/export-types';
import { AppError } from '../../app-error';
import { auditContext } from '../audit-context';
import { describeRoute, route, type RouteDescription } from '../describe-route';
import { sendFile } from '../file-reply';
import { importTemplate } from './import-template';
import { withRowProgress } from './row-progress';
import * as service from './imports.service';
import type { ImportUpload } from './imports.service';

const access = { access: ['import'] } as const;
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const fileErrors = [
  'IMPORT_FILE_EMPTY',
  'IMPORT_FILE_UNREADABLE',
  'IMPORT_FILE_TOO_LARGE',
  'IMPORT_BAD_ENCODING',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_UNKNOWN_COLUMN',
  'IMPORT_DUPLICATE_COLUMN',
  'IMPORT_MISSING_COLUMN',
] as const;

function fileOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('IMPORT_FILE_EMPTY');
  return body;
}

/** A route that reads a file posted as the body (up to IMPORT_MAX_BYTES), its kind and name in the query. */
function fileRoute<const Answer>(description: RouteDescription, answer: Answer, config: FastifyContextConfig = access) {
  return {
    config,
    bodyLimit: IMPORT_MAX_BYTES,
    schema: { ...describeRoute(description), querystring: ZImportKindQuery, response: { 200: answer } },
  };
}

/** What such a route hands the service: the file, its kind and name, and who sent it. */
function uploadOf(request: FastifyRequest, query: TImportKindQuery): ImportUpload {
  return { kind: query.kind, fileName: query.fileName ?? '', file: fileOf(request.body), context: auditContext(request) };
}

/** Bulk import (docs/import.md): the file travels as the request's body, its kind and name in the query. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.get(
    '/imports/template',
    route(access, {
      id: 'imports.template',
      summary: 'Download the template of a kind, as CSV or xlsx, with headers in a language',
      querystring: ZImportTemplateQuery,
    }),
    async (request, reply) => {
      const { kind, format } = request.query;
      const file = await importTemplate({ kind, format, language: request.query.lang ?? 'en' });
      return sendFile(reply, { type: EXPORT_TYPES[format], name: `wasit-${kind}-template.${format}`, body: file });
    },
  );
  app.post(
    '/imports/preview',
    fileRoute({ id: 'imports.preview', summary: 'Check every row of a file without keeping anything', errors: [...fileErrors] }, ZImportPreview),
    (request, reply) => withRowProgress(request, reply, (progress) => service.previewImport(app.deps, uploadOf(request, request.query), progress)),
  );
  app.post(
    '/imports/commit',
    fileRoute(
      { id: 'imports.commit', summary: 'Import every row of a file in one transaction, or none', errors: [...fileErrors, 'IMPORT_HAS_ERRORS'] },
      ZImportCommitResult,
      // Every row written at once: a money write, taking an Idempotency-Key (docs/operations.md §10).
      { ...access, idempotent: true },
    ),
    (request, reply) => withRowProgress(request, reply, (progress) => service.commitImport(app.deps, uploadOf(request, request.query), progress)),
  );
  app.get('/imports', route(access, { id: 'imports.list', summary: 'List the last hundred committed imports', response: { 200: ZImportList } }), () =>
    service.listImportPage(app.deps),
  );
};
