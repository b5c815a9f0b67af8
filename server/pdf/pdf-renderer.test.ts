import { afterAll, describe, expect, it } from 'vitest';
import { isolateLtr } from '../i18n/bidi-isolate';
import { renderPdfHtml } from './pdf-document';
import { createPdfRenderer } from './pdf-renderer';
import { pngImage } from '../test/png-image';
import { normaliseText, pdfImageCount, pdfText } from '../test/pdf-text';

const header = {
  companyName: 'Wasit Finance',
  address: 'N’Djamena',
  phone: '+235 66 00 00 00',
  email: 'contact@wasit.example',
  website: 'wasit.example',
  tradeRegister: 'TD-NDJ-2024-B-1234',
  taxId: '',
  logoUrl: '',
};

describe('PDF rendering', () => {
  const renderer = createPdfRenderer();
  afterAll(() => renderer.close());

  it('renders an Arabic document right to left whose text can be read back', async () => {
    const html = renderPdfHtml({
      language: 'ar',
      title: 'كشف حساب المشترك',
      header,
      sections: [
        { facts: [['الاسم', 'فاطمة عمر']], table: { columns: ['التاريخ', 'المبلغ'], rows: [['2026-01-31', '1,250,000 XAF']], kinds: ['token', 'amount'] } },
      ],
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

  it('keeps a date range in its own order inside an Arabic sentence', async () => {
    const subtitle = `الفترة: ${isolateLtr('2025-10-01')} — ${isolateLtr('2026-11-23')}`;
    const html = renderPdfHtml({ language: 'ar', title: 'كشف حساب المشترك', subtitle, header, sections: [] });
    expect(html).toContain('<bdi dir="ltr">2025-10-01</bdi> — <bdi dir="ltr">2026-11-23</bdi>');
    const text = await pdfText(await renderer.render(html));
    for (const date of ['2025-10-01', '2026-11-23']) expect(text).toContain(date);
    expect(text).not.toContain('23-11-2026');
  });

  it('turns the page to landscape only when a table needs the width', async () => {
    const document = (columns: number) =>
      renderPdfHtml({
        language: 'fr',
        title: 'Rapport',
        header,
        sections: [{ table: { columns: Array.from({ length: columns }, (_, i) => `C${i}`), rows: [] } }],
      });
    const mediaBox = (pdf: Buffer) => /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))?.slice(1).map(Number.parseFloat);
    const [wideWidth = 0, wideHeight = 0] = mediaBox(await renderer.render(document(12))) ?? [];
    expect(wideWidth).toBeGreaterThan(wideHeight);
    const [narrowWidth = 0, narrowHeight = 0] = mediaBox(await renderer.render(document(5))) ?? [];
    expect(narrowWidth).toBeLessThan(narrowHeight);
  });

  it('heads the page with the registration numbers after their labels, and the logo, right to left in Arabic', async () => {
    const logoUrl = `data:image/png;base64,${pngImage().toString('base64')}`;
    const html = renderPdfHtml({ language: 'ar', title: 'إيصال', header: { ...header, taxId: 'NIF-42', logoUrl }, sections: [] });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const pdf = await renderer.render(html);
    const text = await pdfText(pdf);
    expect(text).toContain(normaliseText('السجل التجاري TD-NDJ-2024-B-1234'));
    expect(text).toContain(normaliseText('الرقم الضريبي NIF-42'));
    expect(pdfImageCount(pdf)).toBe(1);
    const none = renderPdfHtml({ language: 'en', title: 'Receipt', header, sections: [] });
    expect(none).not.toContain('Tax ID');
    expect(pdfImageCount(await renderer.render(none))).toBe(0);
  });

  it('escapes what users typed, so a name cannot inject markup', () => {
    const html = renderPdfHtml({ language: 'en', title: '<script>alert(1)</script>', header, sections: [] });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
