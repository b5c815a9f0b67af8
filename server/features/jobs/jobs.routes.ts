import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJob, ZJobIdParams, ZJobsList, ZJobsListQuery } from '../../../contract/jobs';
import { readJobFilePart } from '../../../db/queries/jobs';
import { requireUser } from '../../plugins/access';
import { listRoute, route } from '../describe-route';
import { partsStream, sendFile } from '../file-reply';
import * as service from './jobs.service';

const signedIn = { access: 'signed-in' } as const;

/** Progress and files of long work. Who may see a job is checked by the service: its owner, or a holder of `all`. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    listRoute(signedIn, {
      id: 'jobs.list',
      summary: "List the signed-in user's recent jobs, newest first; with scope=all (holders of all) every job, the system's included",
      errors: ['FORBIDDEN'],
      query: ZJobsListQuery,
      page: ZJobsList,
    }),
    (request) => service.listJobs(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/jobs/:id',
    route(signedIn, {
      id: 'jobs.get',
      summary: "Read a job's status and progress (rows done of rows total)",
      errors: ['JOB_NOT_FOUND'],
      params: ZJobIdParams,
      response: { 200: ZJob },
    }),
    (request) => service.getJob(app.deps, requireUser(request), request.params.id),
  );
  app.post(
    '/jobs/:id/retry',
    route(
      { access: ['all'] },
      {
        id: 'jobs.retry',
        summary: 'Queue a failed job again (administrators; docs/mail.md §3)',
        errors: ['JOB_NOT_FOUND', 'JOB_NOT_FAILED'],
        params: ZJobIdParams,
        response: { 200: ZJob },
      },
    ),
    (request) => service.retryJob(app.deps, requireUser(request), request.params.id),
  );
  app.get(
    '/jobs/:id/file',
    route(signedIn, {
      id: 'jobs.download',
      summary: 'Download the file a finished job made, while it is kept',
      errors: ['JOB_NOT_FOUND', 'JOB_NOT_FINISHED', 'JOB_FILE_EXPIRED'],
      params: ZJobIdParams,
    }),
    async (request, reply) => {
      const { row, file, type } = await service.downloadableJob(app.deps, requireUser(request), request.params.id);
      const parts = partsStream((partNo) => readJobFilePart(app.database.db, { jobId: row.id, partNo }));
      return sendFile(reply.header('content-length', String(file.bytes)), { type, name: file.name, body: parts });
    },
  );
};
