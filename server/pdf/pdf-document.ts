import { FSI, LRI, PDI } from '../i18n/bidi-isolate';
import { translatorFor } from '../i18n/server-translations';
import { pdfFontFaces } from './pdf-fonts';

export type PdfLanguage = 'en' | 'fr' | 'ar';

/** The letterhead (docs/letterhead.md §1); a field left empty is not printed. */
export type PdfHeader = {
  companyName: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  tradeRegister: string;
  taxId: string;
  logoUrl: string;
};

/**
 * How a column's cells lay out: `text` (names, labels) wraps between words only; `token` (a date,
 * a reference, a count) never wraps and keeps its left-to-right order; `amount` is a token aligned
 * to the end.
 */
export type PdfColumnKind = 'text' | 'token' | 'amount';

/** `totalRows`: the rows, by index, printed bold as totals inside the table (a statement's subtotals). */
export type PdfTable = { columns: string[]; rows: string[][]; totals?: string[]; kinds?: PdfColumnKind[]; totalRows?: readonly number[] };

export type PdfSection = { heading?: string; facts?: Array<[string, string]>; table?: PdfTable; note?: string };

/** A list's section: its table, or, when the list is empty, a note that says so in its place. */
export function tableSection(heading: string, table: PdfTable, empty: string): PdfSection {
  return table.rows.length > 0 ? { heading, table } : { heading, note: empty };
}

export type PdfDocument = { language: PdfLanguage; title: string; subtitle?: string; header: PdfHeader; sections: PdfSection[]; footer?: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Escaped text whose isolates (bidi-isolate.ts) become <bdi> elements: the same isolation, plus a
 * date or reference marked left to right that can be kept from wrapping mid-token. Only innermost
 * pairs are turned into elements; an unpaired mark stays a character, which Chromium honours too.
 */
export function textHtml(text: string): string {
  return escapeHtml(text)
    .replace(new RegExp(`${LRI}([^${LRI}${FSI}${PDI}]*)${PDI}`, 'g'), '<bdi dir="ltr">$1</bdi>')
    .replace(new RegExp(`${FSI}([^${LRI}${FSI}${PDI}]*)${PDI}`, 'g'), '<bdi>$1</bdi>');
}

/** Only inline images: the renderer refuses the network, and a data URL keeps the PDF self-contained. */
function logo(url: string): string {
  return /^data:image\/(png|jpeg|gif|svg\+xml|webp);base64,[A-Za-z0-9+/=]+$/.test(url) ? `<img class="logo" src="${url}" alt="">` : '';
}

const joined = (parts: string[]) => parts.map((part) => `<span>${part}</span>`).join(' · ');

/**
 * The address is text; phone, e-mail, website and the registration numbers are tokens that keep
 * their own order, each number after its label in the document's language.
 */
function headerHtml(header: PdfHeader, language: PdfLanguage): string {
  const t = translatorFor(language);
  const token = (text: string) => `<bdi dir="ltr">${textHtml(text)}</bdi>`;
  const tokens = [header.phone, header.email, header.website].filter(Boolean).map(token);
  const contact = joined([...(header.address ? [textHtml(header.address)] : []), ...tokens]);
  const numbers = (
    [
      ['letterhead.pdf.tradeRegister', header.tradeRegister],
      ['letterhead.pdf.taxId', header.taxId],
    ] as const
  )
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${textHtml(t(label))} ${token(value)}`);
  const registration = numbers.length > 0 ? `<div class="contact registration">${joined(numbers)}</div>` : '';
  return `<header>${logo(header.logoUrl)}<div><div class="company">${textHtml(header.companyName)}</div><div class="contact">${contact}</div>${registration}</div></header>`;
}

function cellHtml(text: string, kind: PdfColumnKind, tag: 'td' | 'th'): string {
  if (tag === 'th' || kind === 'text') return `<${tag}${kind === 'amount' ? ' class="amount"' : ''}>${textHtml(text)}</${tag}>`;
  return `<${tag} class="${kind}"><bdi dir="ltr">${textHtml(text)}</bdi></${tag}>`;
}

function tableHtml(table: PdfTable): string {
  const kindOf = (index: number): PdfColumnKind => table.kinds?.[index] ?? 'text';
  const head = `<tr>${table.columns.map((c, i) => cellHtml(c, kindOf(i), 'th')).join('')}</tr>`;
  const total = new Set(table.totalRows);
  const body = table.rows
    .map((row, index) => `<tr${total.has(index) ? ' class="total"' : ''}>${row.map((c, i) => cellHtml(c, kindOf(i), 'td')).join('')}</tr>`)
    .join('');
  const totals = table.totals ? `<tr class="total">${table.totals.map((c, i) => cellHtml(c, kindOf(i), 'td')).join('')}</tr>` : '';
  return `<table class="${table.columns.length > WIDE_TABLE_COLUMNS ? 'wide' : ''}"><thead>${head}</thead><tbody>${body}${totals}</tbody></table>`;
}

function sectionHtml(section: PdfSection): string {
  const facts = section.facts?.length
    ? `<dl>${section.facts.map(([label, text]) => `<dt>${textHtml(label)}</dt><dd>${textHtml(text)}</dd>`).join('')}</dl>`
    : '';
  return `<section>${section.heading ? `<h2>${textHtml(section.heading)}</h2>` : ''}${facts}${section.table ? tableHtml(section.table) : ''}${
    section.note ? `<p class="note">${textHtml(section.note)}</p>` : ''
  }</section>`;
}

/** Above this many columns a table gets the width of a landscape page and a smaller type. */
const LANDSCAPE_COLUMNS = 6;
const WIDE_TABLE_COLUMNS = 9;

function pageSize(document: PdfDocument): string {
  const widest = Math.max(0, ...document.sections.map((section) => section.table?.columns.length ?? 0));
  return widest > LANDSCAPE_COLUMNS ? 'A4 landscape' : 'A4 portrait';
}

/**
 * One HTML page per document, laid out right to left for Arabic; numbers keep Latin digits.
 * Dates, references and amounts never wrap (a break inside "2026-11-01" misreads it); names wrap
 * between words only. The page turns landscape when a table needs the width.
 */
export function renderPdfHtml(document: PdfDocument): string {
  const dir = document.language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${document.language}" dir="${dir}"><head><meta charset="utf-8"><style>
${pdfFontFaces()}
@page{size:${pageSize(document)}}
body{font-family:'Noto Sans','Noto Sans Arabic',sans-serif;font-size:10.5pt;color:#1a1b1e;margin:0}
:lang(ar) body, [lang=ar] body{font-family:'Noto Sans Arabic','Noto Sans',sans-serif}
header{display:flex;gap:12px;align-items:center;border-bottom:2px solid #1c7ed6;padding-bottom:8px;margin-bottom:12px}
.logo{max-height:48px;max-width:120px}.company{font-size:15pt;font-weight:700}.contact{color:#555;font-size:9pt}.contact span{display:inline-block}
h1{font-size:14pt;margin:4px 0}h2{font-size:11.5pt;margin:14px 0 6px}.subtitle{color:#555;margin-bottom:8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:3px 14px;margin:0}dt{color:#555}dd{margin:0;font-weight:700}
bdi[dir=ltr]{white-space:nowrap}
table{width:100%;border-collapse:collapse;font-size:9.5pt}table.wide{font-size:8.5pt}
th,td{border:1px solid #ccd;padding:4px 6px;text-align:start;word-break:normal;overflow-wrap:break-word;hyphens:none}
th{background:#e7f0fb}td.token,td.amount{white-space:nowrap}.amount{text-align:end}tr.total td{font-weight:700;background:#f3f5f7}
section+section{margin-top:12px}thead{display:table-header-group}tr{page-break-inside:avoid}.note{color:#555}footer{margin-top:16px;color:#777;font-size:8.5pt}
</style></head><body>${headerHtml(document.header, document.language)}<h1>${textHtml(document.title)}</h1>${
    document.subtitle ? `<div class="subtitle">${textHtml(document.subtitle)}</div>` : ''
  }${document.sections.map(sectionHtml).join('')}${document.footer ? `<footer>${textHtml(document.footer)}</footer>` : ''}</body></html>`;
}
