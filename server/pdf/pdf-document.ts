import { pdfFontFaces } from './pdf-fonts';

export type PdfLanguage = 'en' | 'fr' | 'ar';

export type PdfHeader = { companyName: string; address: string; phone: string; email: string; website: string; logoUrl: string };

export type PdfTable = { columns: string[]; rows: string[][]; totals?: string[]; numeric?: boolean[] };

export type PdfSection = { heading?: string; facts?: Array<[string, string]>; table?: PdfTable; note?: string };

export type PdfDocument = { language: PdfLanguage; title: string; subtitle?: string; header: PdfHeader; sections: PdfSection[]; footer?: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Only inline images: the renderer refuses the network, and a data URL keeps the PDF self-contained. */
function logo(url: string): string {
  return /^data:image\/(png|jpeg|gif|svg\+xml|webp);base64,[A-Za-z0-9+/=]+$/.test(url) ? `<img class="logo" src="${url}" alt="">` : '';
}

function headerHtml(header: PdfHeader): string {
  const contact = [header.address, header.phone, header.email, header.website].filter(Boolean).map(escapeHtml).join(' · ');
  return `<header>${logo(header.logoUrl)}<div><div class="company">${escapeHtml(header.companyName)}</div><div class="contact">${contact}</div></div></header>`;
}

function tableHtml(table: PdfTable): string {
  const cell = (text: string, index: number, tag: 'td' | 'th') =>
    `<${tag}${table.numeric?.[index] ? ' class="num"' : ''}>${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${table.columns.map((c, i) => cell(c, i, 'th')).join('')}</tr>`;
  const body = table.rows.map((row) => `<tr>${row.map((c, i) => cell(c, i, 'td')).join('')}</tr>`).join('');
  const totals = table.totals ? `<tr class="total">${table.totals.map((c, i) => cell(c, i, 'td')).join('')}</tr>` : '';
  return `<table><thead>${head}</thead><tbody>${body}${totals}</tbody></table>`;
}

function sectionHtml(section: PdfSection): string {
  const facts = section.facts?.length
    ? `<dl>${section.facts.map(([label, text]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(text)}</dd>`).join('')}</dl>`
    : '';
  return `<section>${section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : ''}${facts}${section.table ? tableHtml(section.table) : ''}${
    section.note ? `<p class="note">${escapeHtml(section.note)}</p>` : ''
  }</section>`;
}

/** One HTML page per document, laid out right to left for Arabic; numbers keep Latin digits. */
export function renderPdfHtml(document: PdfDocument): string {
  const dir = document.language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${document.language}" dir="${dir}"><head><meta charset="utf-8"><style>
${pdfFontFaces()}
body{font-family:'Noto Sans','Noto Sans Arabic',sans-serif;font-size:10.5pt;color:#1a1b1e;margin:0}
:lang(ar) body, [lang=ar] body{font-family:'Noto Sans Arabic','Noto Sans',sans-serif}
header{display:flex;gap:12px;align-items:center;border-bottom:2px solid #1c7ed6;padding-bottom:8px;margin-bottom:12px}
.logo{max-height:48px;max-width:120px}.company{font-size:15pt;font-weight:700}.contact{color:#555;font-size:9pt}
h1{font-size:14pt;margin:4px 0}h2{font-size:11.5pt;margin:14px 0 6px}.subtitle{color:#555;margin-bottom:8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:3px 14px;margin:0}dt{color:#555}dd{margin:0;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:9.5pt}th,td{border:1px solid #ccd;padding:4px 6px;text-align:start}
th{background:#e7f0fb}.num{text-align:end;white-space:nowrap;direction:ltr;unicode-bidi:isolate}tr.total td{font-weight:700;background:#f3f5f7}
thead{display:table-header-group}tr{page-break-inside:avoid}.note{color:#555}footer{margin-top:16px;color:#777;font-size:8.5pt}
</style></head><body>${headerHtml(document.header)}<h1>${escapeHtml(document.title)}</h1>${
    document.subtitle ? `<div class="subtitle">${escapeHtml(document.subtitle)}</div>` : ''
  }${document.sections.map(sectionHtml).join('')}${document.footer ? `<footer>${escapeHtml(document.footer)}</footer>` : ''}</body></html>`;
}
