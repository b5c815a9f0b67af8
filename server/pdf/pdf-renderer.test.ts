import { afterAll, describe, expect, it } from 'vitest';
import { renderPdfHtml } from './pdf-document';
import { createPdfRenderer } from './pdf-renderer';
import { normaliseText, pdfText } from '../test/pdf-text';

const header = { companyName: 'Wasit Finance', address: 'N’Djamena', phone: '+235 66 00 00 00', email: 'contact@wasit.example', website: 'wasit.example', logoUrl: '' };

describe('PDF rendering', () => {
  const renderer = createPdfRenderer();
  afterAll(() => renderer.close());

  it('renders an Arabic document right to left whose text can be read back', async () => {
    const html = renderPdfHtml({
      language: 'ar',
      title: 'كشف حساب المشترك',
      header,
      sections: [{ facts: [['الاسم', 'فاطمة عمر']], table: { columns: ['التاريخ', 'المبلغ'], rows: [['2026-01-31', '1,250,000 XAF']], numeric: [false, true] } }],
    });
    expect(html).toContain('dir="rtl"');
    const pdf = await renderer.render(html);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(normaliseText('Wasit Finance'));
    expect(text).toContain(normaliseText('1,250,000 XAF'));
    expect(text).toContain(normaliseText('فاطمة عمر'));
    // The right-to-left title reads back whole, in logical order.
    expect(text).toContain(normaliseText('كشف حساب المشترك'));
  });

  it('escapes what users typed, so a name cannot inject markup', () => {
    const html = renderPdfHtml({ language: 'en', title: '<script>alert(1)</script>', header, sections: [] });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
