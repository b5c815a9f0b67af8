import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfitExplanation, ZProfitExplanationParams } from '../../../contract/profit-explanations';
import { ZPdfLanguageQuery } from '../../../contract/subscribers';
import { requireUser } from '../../plugins/access';
import { route } from '../describe-route';
import { explanationPdf } from './explanation-pdf';
import { EXPLANATION_STAFF_PERMISSIONS, explainProfit } from './profit-explanation.service';
import { sendFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';

/** A member reads their own rows (profile); staff read any (docs/distribution.md §17, docs/permissions.md §7). */
const readers = { access: ['profile', ...EXPLANATION_STAFF_PERMISSIONS] } as const;
/** The profit row explained, read or printed: refused when it is not the reader's or was not computed by a distribution. */
const oneRow = { errors: ['PROFIT_NOT_FOUND', 'PROFIT_NOT_EXPLAINABLE'], params: ZProfitExplanationParams } as const;

export const profitExplanationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profit-explanations/:profitRowId',
    route(readers, {
      id: 'profitExplanations.get',
      summary: 'Explain how a profit row was computed, to the unit',
      ...oneRow,
      response: { 200: ZProfitExplanation },
    }),
    (request) => explainProfit(app.database.db, requireUser(request), request.params.profitRowId),
  );
  app.get(
    '/profit-explanations/:profitRowId/pdf',
    route(readers, {
      id: 'profitExplanations.pdf',
      summary: "Print the explanation of a profit row as PDF in the reader's language",
      ...oneRow,
      querystring: ZPdfLanguageQuery,
    }),
    async (request, reply) => {
      const explanation = await explainProfit(app.database.db, requireUser(request), request.params.profitRowId);
      const pdf = await explanationPdf(app.deps, explanation, request.query.lang ?? 'en');
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: `profit-explanation-${explanation.profitRowId}.pdf`, body: pdf, inline: true });
    },
  );
};
