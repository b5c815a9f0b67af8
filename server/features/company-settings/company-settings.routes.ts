import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanySettings, ZUpdateCompanySettingsBody } from '../../../contract/company-settings';
import * as service from './company-settings.service';
import { settingRoutes } from '../setting-routes';

/** The operation form reads the defaults too, so holders of `transactions` may read them. */
const read = { access: ['company-settings', 'transactions'] } as const;
const write = { access: ['company-settings'] } as const;

export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  settingRoutes(app, '/company-settings', ZCompanySettings, {
    get: { config: read, id: 'companySettings.get', summary: 'Read the company ratios and defaults', read: service.readCompanySettings },
    update: {
      config: write,
      id: 'companySettings.update',
      summary: 'Change the company ratios and defaults',
      errors: ['SETTING_ABOVE_LIMIT', 'PARTY_NOT_FOUND', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS'],
      body: ZUpdateCompanySettingsBody,
      save: service.saveCompanySettings,
    },
  });
};
