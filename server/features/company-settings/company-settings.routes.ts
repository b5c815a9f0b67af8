import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanySettings, ZUpdateCompanySettingsBody } from '../../../contract/company-settings';
import { auditContext } from '../audit-context';
import * as service from './company-settings.service';
import { route } from '../describe-route';

/** The operation form reads the defaults too, so holders of `transactions` may read them. */
const read = { access: ['company-settings', 'transactions'] } as const;
const write = { access: ['company-settings'] } as const;

export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-settings',
    route(read, { id: 'companySettings.get', summary: 'Read the company ratios and defaults', response: { 200: ZCompanySettings } }),
    () => service.readCompanySettings(app.deps),
  );
  app.put(
    '/company-settings',
    route(write, {
      id: 'companySettings.update',
      summary: 'Change the company ratios and defaults',
      errors: ['SETTING_ABOVE_LIMIT', 'PARTY_NOT_FOUND', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS'],
      body: ZUpdateCompanySettingsBody,
      response: { 200: ZCompanySettings },
    }),
    (request) => service.saveCompanySettings(app.deps, request.body, auditContext(request)),
  );
};
