import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLanguageQuery,
  ZListSalesQuery,
  ZPreciousReport,
  ZPreciousReportExportQuery,
  ZPreciousReportQuery,
  ZSaleBody,
  ZSaleIdParams,
  ZSalePage,
  ZSaleRow,
} from '../../../contract/product-sales';
import { findIndividualById } from '../../../db/queries/individuals';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { preciousReport, preciousReportExport, preciousReportPdf, preciousReportWorkbook } from './precious-report.service';
import { saleInvoiceHtml } from './sale-invoice';
import * as service from './product-sales.service';
import { listRoute, route } from '../describe-route';
import { sendFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';
import { rowActionRoutes, rowListRoute, rowWriteRoutes } from '../row-actions';

const salesAccess = { access: ['product-sales'] } as const;
const reportAccess = { access: ['precious-products-reports'] } as const;
const one = { params: ZSaleIdParams, response: { 200: ZSaleRow } };
const rows = { path: '/product-sales', feature: 'productSales', config: salesAccess, one, moneyWrites: true } as const;
/** What refuses the precious-products report's view: a month or a day that is not one. */
const REPORT_REFUSALS = ['INVALID_MONTH', 'INVALID_DATE'] as const;
/** The report's view on screen (filters, sort, columns, language) as a file, in either format. */
const PRECIOUS_EXPORTS = {
  xlsx: {
    id: 'preciousProductsReport.exportExcel',
    summary: 'Export the precious-products report as an Excel workbook: the view on screen (filters, sort, columns, language)',
  },
  pdf: { id: 'preciousProductsReport.exportPdf', summary: 'Print the precious-products report as PDF: the view on screen (filters, sort, columns, language)' },
} as const;

export const productSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  rowListRoute(app, rows, 'List precious-product sales, a page at a time, in the chosen sort', ZListSalesQuery, ZSalePage, service.listSalePage);
  app.get('/product-sales/:id', route(salesAccess, { id: 'productSales.get', summary: 'Read one sale', errors: ['SALE_NOT_FOUND'], ...one }), (request) =>
    service.getSale(app.deps, request.params.id),
  );
  rowWriteRoutes(app, rows, {
    create: {
      summary: 'Record a precious-product sale',
      errors: ['INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS', 'PERIOD_CLOSED', 'INVALID_DATE'],
      body: ZSaleBody,
      save: (body, context) => service.createSale(app.deps, body, context),
    },
    update: {
      summary: 'Change a sale that is not sold or cancelled',
      errors: ['SALE_NOT_FOUND', 'SALE_SOLD_LOCKED', 'SALE_LOCKED', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS', 'PERIOD_CLOSED', 'INVALID_DATE'],
      body: ZSaleBody,
      save: (id, body, context) => service.editSale(app.deps, id, body, context),
    },
  });
  const settleRefusals = ['SALE_NOT_FOUND', 'SALE_SOLD_LOCKED', 'SALE_LOCKED', 'PERIOD_CLOSED'] as const;
  rowActionRoutes(app, rows, [
    {
      verb: 'sell',
      summary: 'Mark a sale as sold',
      errors: settleRefusals,
      act: (id, context) => service.changeSaleStatus(app.deps, id, 'sold', context),
      proposes: true,
    },
    { verb: 'cancel', summary: 'Cancel a sale', errors: settleRefusals, act: (id, context) => service.changeSaleStatus(app.deps, id, 'cancelled', context) },
  ]);
  app.get(
    '/product-sales/:id/invoice.pdf',
    route(salesAccess, {
      id: 'productSales.invoicePdf',
      summary: "Print a sale's invoice as PDF",
      errors: ['SALE_NOT_FOUND'],
      params: ZSaleIdParams,
      querystring: ZLanguageQuery,
    }),
    async (request, reply) => {
      const sale = await service.getSale(app.deps, request.params.id);
      const customer = sale.customerId === null ? null : await findIndividualById(app.database.db, sale.customerId);
      const html = saleInvoiceHtml(sale, await findPdfHeader(app.database.db), request.query.lang ?? 'en', customer);
      const pdf = await app.pdf.render(html);
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: `${sale.saleNumber}.pdf`, body: pdf, inline: true });
    },
  );

  app.get(
    '/precious-products-report',
    listRoute(reportAccess, {
      id: 'preciousProductsReport.get',
      summary: 'Summarise precious-product sales by month, status and currency, a page at a time, in the chosen sort',
      errors: REPORT_REFUSALS,
      query: ZPreciousReportQuery,
      page: ZPreciousReport,
    }),
    (request) => preciousReport(app.deps, request.query),
  );
  for (const format of ['xlsx', 'pdf'] as const) {
    app.get(
      `/precious-products-report/export.${format}`,
      route(reportAccess, { ...PRECIOUS_EXPORTS[format], errors: REPORT_REFUSALS, querystring: ZPreciousReportExportQuery }),
      async (request, reply) => {
        const report = await preciousReportExport(app.deps, request.query);
        const body =
          format === 'xlsx' ? await preciousReportWorkbook(report, request.query.lang ?? 'en') : await preciousReportPdf(app.deps, report, request.query);
        return sendFile(reply, { type: EXPORT_TYPES[format], name: `precious-products-report.${format}`, body, inline: format === 'pdf' });
      },
    );
  }
};
