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
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { auditContext } from '../audit-context';
import { preciousReport, preciousReportExport, preciousReportPdf, preciousReportWorkbook } from './precious-report.service';
import { saleInvoiceHtml } from './sale-invoice';
import * as service from './product-sales.service';
import { listRoute, route } from '../describe-route';
import { sendFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';
import { rowActionRoutes } from '../row-actions';

const salesAccess = { access: ['product-sales'] } as const;
const reportAccess = { access: ['precious-products-reports'] } as const;
const one = { params: ZSaleIdParams, response: { 200: ZSaleRow } };

export const productSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-sales',
    listRoute(salesAccess, {
      id: 'productSales.list',
      summary: 'List precious-product sales, a page at a time, in the chosen sort',
      query: ZListSalesQuery,
      page: ZSalePage,
    }),
    (request) => service.listSalePage(app.deps, request.query),
  );
  app.get('/product-sales/:id', route(salesAccess, { id: 'productSales.get', summary: 'Read one sale', errors: ['SALE_NOT_FOUND'], ...one }), (request) =>
    service.getSale(app.deps, request.params.id),
  );
  app.post(
    '/product-sales',
    route(salesAccess, {
      id: 'productSales.create',
      summary: 'Record a precious-product sale',
      errors: ['INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS', 'PERIOD_CLOSED', 'INVALID_DATE'],
      body: ZSaleBody,
      response: { 200: ZSaleRow },
    }),
    (request) => service.createSale(app.deps, request.body, auditContext(request)),
  );
  app.put(
    '/product-sales/:id',
    route(salesAccess, {
      id: 'productSales.update',
      summary: 'Change a sale that is not sold or cancelled',
      errors: ['SALE_NOT_FOUND', 'SALE_SOLD_LOCKED', 'SALE_LOCKED', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS', 'PERIOD_CLOSED', 'INVALID_DATE'],
      ...one,
      body: ZSaleBody,
    }),
    (request) => service.editSale(app.deps, request.params.id, request.body, auditContext(request)),
  );
  const settleRefusals = ['SALE_NOT_FOUND', 'SALE_SOLD_LOCKED', 'SALE_LOCKED', 'PERIOD_CLOSED'] as const;
  rowActionRoutes(app, { path: '/product-sales', feature: 'productSales', config: salesAccess, one }, [
    { verb: 'sell', summary: 'Mark a sale as sold', errors: settleRefusals, act: (id, context) => service.changeSaleStatus(app.deps, id, 'sold', context) },
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
      const pdf = await app.pdf.render(saleInvoiceHtml(sale, await findPdfHeader(app.database.db), request.query.lang ?? 'en'));
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: `${sale.saleNumber}.pdf`, body: pdf, inline: true });
    },
  );

  app.get(
    '/precious-products-report',
    listRoute(reportAccess, {
      id: 'preciousProductsReport.get',
      summary: 'Summarise precious-product sales by month, status and currency, a page at a time, in the chosen sort',
      errors: ['INVALID_MONTH', 'INVALID_DATE'],
      query: ZPreciousReportQuery,
      page: ZPreciousReport,
    }),
    (request) => preciousReport(app.deps, request.query),
  );
  app.get(
    '/precious-products-report/export.xlsx',
    route(reportAccess, {
      id: 'preciousProductsReport.exportExcel',
      summary: 'Export the precious-products report as an Excel workbook: the view on screen (filters, sort, columns, language)',
      errors: ['INVALID_MONTH', 'INVALID_DATE'],
      querystring: ZPreciousReportExportQuery,
    }),
    async (request, reply) => {
      const workbook = await preciousReportWorkbook(await preciousReportExport(app.deps, request.query), request.query.lang ?? 'en');
      return sendFile(reply, { type: EXPORT_TYPES.xlsx, name: 'precious-products-report.xlsx', body: workbook });
    },
  );
  app.get(
    '/precious-products-report/export.pdf',
    route(reportAccess, {
      id: 'preciousProductsReport.exportPdf',
      summary: 'Print the precious-products report as PDF: the view on screen (filters, sort, columns, language)',
      errors: ['INVALID_MONTH', 'INVALID_DATE'],
      querystring: ZPreciousReportExportQuery,
    }),
    async (request, reply) => {
      const pdf = await preciousReportPdf(app.deps, await preciousReportExport(app.deps, request.query), request.query);
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: 'precious-products-report.pdf', body: pdf, inline: true });
    },
  );
};
