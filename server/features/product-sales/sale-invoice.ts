import type { ExportLanguage } from '../../../contract/operations';
import type { TSaleRow } from '../../../contract/product-sales';
import { formatMoney, parseAmount, type Currency } from '../../../domain';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { renderPdfHtml } from '../../pdf/pdf-document';
import { translatorFor } from '../../i18n/server-translations';

/** Amounts in the document through the one formatter of the core, in the reader's language. */
export function moneyText(text: string, currency: Currency, language: ExportLanguage): string {
  return formatMoney({ money: parseAmount({ text, currency, allowNegative: true }), language });
}

/** An invoice-style page of one sale: the PDF settings header, the sale's facts and its totals. */
export function saleInvoiceHtml(sale: TSaleRow, header: PdfHeaderRecord, language: ExportLanguage): string {
  const t = translatorFor(language);
  const money = (text: string) => moneyText(text, sale.currency, language);
  return renderPdfHtml({
    language,
    title: t('productSales.invoice.title', { number: sale.saleNumber }),
    subtitle: `${t('productSales.fields.saleDate')}: ${sale.saleDate} · ${t('productSales.fields.status')}: ${t(`productSales.status.${sale.status}`)}`,
    header,
    sections: [
      {
        facts: [
          [t('productSales.fields.saleNumber'), sale.saleNumber],
          [t('productSales.fields.productName'), sale.productName],
          [t('productSales.fields.description'), sale.description || '—'],
          [t('productSales.fields.currency'), sale.currency],
        ],
      },
      {
        table: {
          columns: [t('productSales.invoice.item'), t('productSales.fields.quantity'), t('productSales.invoice.unitPrice'), t('productSales.invoice.lineTotal')],
          rows: [
            [t('productSales.invoice.purchase'), sale.quantity, money(sale.purchasePrice), ''],
            [t('productSales.fields.additionalCost'), '', '', money(sale.additionalCost)],
            [t('productSales.fields.customsFees'), '', '', money(sale.customsFees)],
            [t('productSales.fields.totalCost'), '', '', money(sale.totalCost)],
            [t('productSales.invoice.sale'), sale.quantity, money(sale.salePrice), money(sale.totalSale)],
          ],
          totals: [t('productSales.fields.profit'), '', '', money(sale.profit)],
          numeric: [false, true, true, true],
        },
      },
    ],
  });
}
