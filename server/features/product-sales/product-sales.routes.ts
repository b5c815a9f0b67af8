import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLanguageQuery, ZListSalesQuery, ZPreciousReport, ZPreciousReportQuery, ZSaleBody, ZSaleIdParams, ZSalePage, ZSaleRow } from '../../../contract/product-sales';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { auditContext } from '../audit-context';
import { preciousReport, preciousReportPdf, preciousReportWorkbook } from './precious-report.service';
import { saleInvoiceHtml } from './sale-invoice';
import * as service from './product-sales.service';

const salesAccess = { access: ['product-sales'] } as const;
const reportAccess = { access: ['precious-products-reports'] } as const;
const one = { params: ZSaleIdParams, response: { 200: ZSaleRow } };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const productSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product-sales', { config: salesAccess, schema: { querystring: ZListSalesQuery, response: { 200: ZSalePage } } }, (request) =>
    service.listSalePage(app, request.query),
  );
  app.get('/product-sales/:id', { config: salesAccess, schema: one }, (request) => service.getSale(app, request.params.id));
  app.post('/product-sales', { config: salesAccess, schema: { body: ZSaleBody, response: { 200: ZSaleRow } } }, (request) =>
    service.createSale(app, request.body, auditContext(request)),
  );
  app.put('/product-sales/:id', { config: salesAccess, schema: { ...one, body: ZSaleBody } }, (request) =>
    service.editSale(app, request.params.id, request.body, auditContext(request)),
  );
  app.post('/product-sales/:id/sell', { config: salesAccess, schema: one }, (request) =>
    service.changeSaleStatus(app, request.params.id, 'sold', auditContext(request)),
  );
  app.post('/product-sales/:id/cancel', { config: salesAccess, schema: one }, (request) =>
    service.changeSaleStatus(app, request.params.id, 'cancelled', auditContext(request)),
  );
  app.get('/product-sales/:id/invoice.pdf', { config: salesAccess, schema: { params: ZSaleIdParams, querystring: ZLanguageQuery } }, async (request, reply) => {
    const sale = await service.getSale(app, request.params.id);
    const pdf = await app.pdf.render(saleInvoiceHtml(sale, await findPdfHeader(app.database.db), request.query.lang ?? 'en'));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${sale.saleNumber}.pdf"`).send(pdf);
  });

  app.get('/precious-products-report', { config: reportAccess, schema: { querystring: ZPreciousReportQuery, response: { 200: ZPreciousReport } } }, (request) =>
    preciousReport(app, request.query),
  );
  app.get('/precious-products-report/export.xlsx', { config: reportAccess, schema: { querystring: ZPreciousReportQuery } }, async (request, reply) => {
    const workbook = await preciousReportWorkbook(await preciousReport(app, request.query), request.query.lang ?? 'en');
    return reply.type(XLSX_TYPE).header('content-disposition', 'attachment; filename="precious-products-report.xlsx"').send(workbook);
  });
  app.get('/precious-products-report/export.pdf', { config: reportAccess, schema: { querystring: ZPreciousReportQuery } }, async (request, reply) => {
    const pdf = await preciousReportPdf(app, await preciousReport(app, request.query), request.query);
    return reply.type('application/pdf').header('content-disposition', 'inline; filename="precious-products-report.pdf"').send(pdf);
  });
};
