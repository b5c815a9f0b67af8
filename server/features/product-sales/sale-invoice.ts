import { maskIdentifier } from '../../../contract/masked-id';
import type { ExportLanguage } from '../../../contract/operations';
import type { TSaleRow } from '../../../contract/product-sales';
import { computeSaleFromInput } from '../../../contract/sale-input';
import { formatMoney, parseAmount, type Currency } from '../../../domain';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { renderPdfHtml, type PdfSection } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor } from '../../i18n/server-translations';

/** Amounts in the document through the one formatter of the core, in the reader's language. */
export function moneyText(text: string, currency: Currency, language: ExportLanguage): string {
  return isolateLtr(formatMoney({ money: parseAmount({ text, currency, allowNegative: true }), language }));
}

/** The individual a sale names, as its invoice prints them. */
export type InvoiceCustomer = { name: string; phone: string; email: string; address: string; nni: string };

type Translate = ReturnType<typeof translatorFor>;

/**
 * docs/letterhead.md §4: who is billed, each detail present: name, phone, e-mail, postal address,
 * and their national id masked but its last digits. The address is text in any script and keeps the
 * page's direction; phone and e-mail keep their left-to-right order.
 */
function billedTo(t: Translate, customer: InvoiceCustomer): PdfSection {
  const facts: Array<[string, string]> = [[t('productSales.fields.customer'), customer.name]];
  if (customer.phone) facts.push([t('letterhead.invoice.phone'), isolateLtr(customer.phone)]);
  if (customer.email) facts.push([t('letterhead.invoice.email'), isolateLtr(customer.email)]);
  if (customer.address) facts.push([t('letterhead.invoice.address'), customer.address]);
  if (customer.nni) facts.push([t('letterhead.invoice.nationalId'), isolateLtr(maskIdentifier(customer.nni))]);
  return { heading: t('letterhead.invoice.billedTo'), facts };
}

/**
 * The customer's invoice of one sale: the company from the letterhead, the sale's number, date,
 * the customer billed, one line of quantity × unit sale price, and the total in the sale's currency.
 * What the sale cost the company (purchase, additional cost, customs) and its profit are internal
 * and never printed here.
 */
export function saleInvoiceHtml(sale: TSaleRow, header: PdfHeaderRecord, language: ExportLanguage, customer: InvoiceCustomer | null): string {
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
          [t('productSales.fields.currency'), isolateLtr(sale.currency)],
          [t('productSales.fields.status'), t(`productSales.status.${sale.status}`)],
        ],
      },
      ...(customer ? [billedTo(t, customer)] : []),
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
