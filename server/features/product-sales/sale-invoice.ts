import type { ExportLanguage } from '../../../contract/operations';
import type { TSaleRow } from '../../../contract/product-sales';
import { computeSaleFromInput } from '../../../contract/sale-input';
import { formatMoney, parseAmount, type Currency } from '../../../domain';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { renderPdfHtml } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor } from '../../i18n/server-translations';

/** Amounts in the document through the one formatter of the core, in the reader's language. */
export function moneyText(text: string, currency: Currency, language: ExportLanguage): string {
  return isolateLtr(formatMoney({ money: parseAmount({ text, currency, allowNegative: true }), language }));
}

/**
 * The customer's invoice of one sale: the company from the PDF settings, the sale's number, date
 * and customer, one line of quantity × unit sale price, and the total in the sale's currency.
 * What the sale cost the company (purchase, additional cost, customs) and its profit are internal
 * and never printed here.
 */
export function saleInvoiceHtml(sale: TSaleRow, header: PdfHeaderRecord, language: ExportLanguage): string {
  const t = translatorFor(language);
  // The line total by the core's rule (quantity × price, rounded once), the same path that stored totalSale.
  const { totalSaleMinor, pricesMinor } = computeSaleFromInput(sale);
  const money = (amountMinor: bigint) => isolateLtr(formatMoney({ money: { amountMinor, currency: sale.currency }, language }));
  const item = sale.description ? `${sale.productName} — ${sale.description}` : sale.productName;
  return renderPdfHtml({
    language,
    title: t('productSales.invoice.title', { number: sale.saleNumber }),
    header,
    sections: [
      {
        facts: [
          [t('productSales.invoice.number'), isolateLtr(sale.saleNumber)],
          [t('productSales.invoice.date'), isolateLtr(sale.saleDate)],
          ...(sale.customerName === null ? [] : [[t('productSales.fields.customer'), sale.customerName] as [string, string]]),
          [t('productSales.fields.currency'), isolateLtr(sale.currency)],
          [t('productSales.fields.status'), t(`productSales.status.${sale.status}`)],
        ],
      },
      {
        table: {
          columns: [
            t('productSales.invoice.item'),
            t('productSales.invoice.quantity'),
            t('productSales.invoice.unitPrice'),
            t('productSales.invoice.lineTotal'),
          ],
          rows: [[item, sale.quantity, money(pricesMinor.salePrice), money(totalSaleMinor)]],
          totals: [t('productSales.invoice.total'), '', '', money(totalSaleMinor)],
          kinds: ['text', 'amount', 'amount', 'amount'],
        },
      },
    ],
  });
}
