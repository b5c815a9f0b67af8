import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanySettings, ZUpdateCompanySettingsBody } from '../../../contract/company-settings';
import { ZPdfSettings, ZPdfSettingsBody, ZUploadLogoBody } from '../../../contract/letterhead';
import * as service from './company-settings.service';
import * as letterhead from './letterhead.service';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { settingRoutes } from '../setting-routes';

/** The operation form reads the defaults too, so holders of `transactions` may read them. */
const read = { access: ['company-settings', 'transactions'] } as const;
const write = { access: ['company-settings'] } as const;
/** docs/permissions.md §6: the letterhead (PDF settings) is changed with `settings` or `company-settings`. */
const writeLetterhead = { access: ['settings', 'company-settings'] } as const;

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

  // The letterhead (docs/letterhead.md): read by any signed-in user (it is printed on their documents).
  settingRoutes(app, '/pdf-settings', ZPdfSettings, {
    get: { config: { access: 'signed-in' }, id: 'pdfSettings.get', summary: 'Read the letterhead printed on PDF documents', read: letterhead.getPdfSettings },
    update: {
      config: writeLetterhead,
      id: 'pdfSettings.update',
      summary: "Change the letterhead's name, address, contacts and registration numbers",
      body: ZPdfSettingsBody,
      save: letterhead.savePdfSettings,
    },
  });
  app.put(
    '/pdf-settings/logo',
    route(writeLetterhead, {
      id: 'pdfSettings.uploadLogo',
      summary: "Set the letterhead's logo: a PNG, JPEG or WebP image of at most 512 KB, sent as base64",
      errors: ['LOGO_NOT_IMAGE', 'LOGO_TOO_LARGE'],
      body: ZUploadLogoBody,
      response: { 200: ZPdfSettings },
    }),
    (request) => letterhead.uploadLogo(app.deps, request.body, auditContext(request)),
  );
  app.delete(
    '/pdf-settings/logo',
    route(writeLetterhead, { id: 'pdfSettings.deleteLogo', summary: "Remove the letterhead's logo", response: { 200: ZPdfSettings } }),
    (request) => letterhead.deleteLogo(app.deps, auditContext(request)),
  );
};
