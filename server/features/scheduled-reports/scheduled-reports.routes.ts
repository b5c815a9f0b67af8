import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAlertSettings,
  ZAlertSettingsBody,
  ZScheduledReport,
  ZScheduledReportBody,
  ZScheduledReportIdParams,
  ZScheduledReportList,
} from '../../../contract/scheduled-reports';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { settingRoutes } from '../setting-routes';
import * as service from './scheduled-reports.service';
import { alertMailJob, ALERT_MAIL_JOB, AUDIT_CHECK_JOB, auditCheckJob } from './alerts';
import { SCHEDULED_REPORT_JOB, scheduledReportJob } from './scheduled-report-job';

/** docs/permissions.md §6: scheduled reports and alerts are administrators' (`all`): they mail any report to anyone. */
const admin = { access: ['all'] } as const;

export const scheduledReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(SCHEDULED_REPORT_JOB, scheduledReportJob(app.deps));
  app.jobs.register(ALERT_MAIL_JOB, alertMailJob(app.deps));
  app.jobs.register(AUDIT_CHECK_JOB, auditCheckJob(app.deps));

  app.get(
    '/scheduled-reports',
    route(admin, { id: 'scheduledReports.list', summary: 'List the scheduled reports, each with its next run', response: { 200: ZScheduledReportList } }),
    () => service.listSchedules(app.deps),
  );
  app.post(
    '/scheduled-reports',
    route(admin, {
      id: 'scheduledReports.create',
      summary: 'Schedule a report mailed to users on a rhythm',
      body: ZScheduledReportBody,
      response: { 201: ZScheduledReport },
    }),
    async (request, reply) => reply.status(201).send(await service.createSchedule(app.deps, request.body, auditContext(request))),
  );
  app.put(
    '/scheduled-reports/:id',
    route(admin, {
      id: 'scheduledReports.update',
      summary: 'Change a scheduled report',
      errors: ['SCHEDULED_REPORT_NOT_FOUND'],
      params: ZScheduledReportIdParams,
      body: ZScheduledReportBody,
      response: { 200: ZScheduledReport },
    }),
    (request) => service.updateSchedule(app.deps, request.params.id, request.body, auditContext(request)),
  );
  app.delete(
    '/scheduled-reports/:id',
    route(admin, {
      id: 'scheduledReports.delete',
      summary: 'Delete a scheduled report; runs already queued send nothing',
      errors: ['SCHEDULED_REPORT_NOT_FOUND'],
      params: ZScheduledReportIdParams,
      response: { 200: z.object({ id: z.string() }) },
    }),
    async (request) => {
      await service.deleteSchedule(app.deps, request.params.id, auditContext(request));
      return { id: request.params.id };
    },
  );
  settingRoutes(app, '/alerts', ZAlertSettings, {
    get: { config: admin, id: 'alerts.get', summary: 'Read the alerts by e-mail and the company time zone', read: service.readAlerts },
    update: {
      config: admin,
      id: 'alerts.update',
      summary: 'Choose the alerts by e-mail, their recipients, the waiting threshold and the company time zone',
      body: ZAlertSettingsBody,
      save: service.saveAlerts,
    },
  });
};
