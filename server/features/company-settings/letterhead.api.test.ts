import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, type TPdfSettings } from '../../../contract/letterhead';
import { individuals } from '../../../db/schema';
import { seedSubscriber } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { COMPANY_LETTERHEAD } from '../../test/company-letterhead';
import { pngImage } from '../../test/png-image';
import { linkUser } from '../../test/member-seed';
import { normaliseText, pdfImageCount, pdfText } from '../../test/pdf-text';
import { addLedgerRow, makeSubscriber } from '../../test/people-fixtures';
import { SAMPLE_SALE } from '../../test/sample-sale';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';
import { statementPdf } from '../statements/statement-pdf';

const NNI = '198504120073';
const CUSTOMER = 'Achta Mahamat Nour';
const ADDRESS = 'Rue 3045, Quartier Moursal, Ndjamena';
let customers = 0;
const base64 = (bytes: Buffer) => ({ content: bytes.toString('base64') });

describe.each(DATABASE_KINDS)('the letterhead on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      admin: ['company-settings', 'product-sales', 'subscribers', 'individuals', 'transactions'],
      member: ['profile'],
      outsider: ['product-sales', 'transactions'],
    },
  });
  const { admin, member, outsider } = suite.users;

  const settings = async (): Promise<TPdfSettings> => (await admin.call('GET', '/api/pdf-settings')).json();
  const audits = async () =>
    (
      await Promise.all(['pdf-settings.update', 'pdf-settings.upload-logo', 'pdf-settings.delete-logo'].map((action) => auditRows(suite.database, action)))
    ).flat();
  const pdfOf = async (url: string) => {
    const answer = await admin.call('GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return answer.rawPayload;
  };
  const letterheadShown = [COMPANY_LETTERHEAD.companyName, COMPANY_LETTERHEAD.address, COMPANY_LETTERHEAD.tradeRegister, COMPANY_LETTERHEAD.taxId];

  /** The name, address and both registration numbers, each number after its label in the document's language. */
  async function expectLetterhead(pdf: Buffer, language: 'en' | 'ar', images = 1) {
    const text = await pdfText(pdf);
    for (const word of letterheadShown) expect(text, word).toContain(normaliseText(word));
    const labels = language === 'en' ? ['Trade register', 'Tax ID'] : ['السجل التجاري', 'الرقم الضريبي'];
    expect(text).toContain(normaliseText(`${labels[0]} ${COMPANY_LETTERHEAD.tradeRegister}`));
    expect(text).toContain(normaliseText(`${labels[1]} ${COMPANY_LETTERHEAD.taxId}`));
    expect(pdfImageCount(pdf), 'the logo').toBe(images);
    return text;
  }

  /** A sale to an individual whose NNI and phone are known. */
  async function saleToCustomer() {
    const id = randomUUID();
    customers += 1;
    const customer = {
      name: CUSTOMER,
      phone: `+235 66 12 34 ${10 + customers}`,
      nni: `${NNI}${customers}`,
      email: `achta-${customers}@test.example`,
      address: ADDRESS,
    };
    await suite.database.db.insert(individuals).values({ id, ...customer, type: 'user', nationality: 'TD' });
    const answer = await admin.call('POST', '/api/product-sales', { ...SAMPLE_SALE, productName: 'Gold necklace', customerId: id });
    expect(answer.statusCode, answer.body).toBe(200);
    return { sale: answer.json() as { id: string }, customer };
  }

  it('saves the letterhead and a logo, audited, and heads the invoice, the receipt and the statements with them in English and Arabic', async () => {
    const saved = await admin.call('PUT', '/api/pdf-settings', COMPANY_LETTERHEAD);
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = pngImage(24, 24);
    const uploaded = await admin.call('PUT', '/api/pdf-settings/logo', base64(logo));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({ ...COMPANY_LETTERHEAD, logoUrl: `data:image/png;base64,${logo.toString('base64')}` });
    expect((await member.call('GET', '/api/pdf-settings')).json()).toEqual(uploaded.json());
    const [upload] = await auditRows(suite.database, 'pdf-settings.upload-logo', '1');
    expect(upload!.before).toMatchObject({ hasLogo: false });
    expect(upload!.after).toMatchObject({ hasLogo: true, logoType: 'image/png', logoBytes: logo.length });
    expect(JSON.stringify(upload!.after)).not.toContain(logo.toString('base64'));

    // The invoice: the letterhead, and the customer with their national id masked but its last four digits.
    const { sale, customer } = await saleToCustomer();
    for (const language of ['en', 'ar'] as const) {
      const text = await expectLetterhead(await pdfOf(`/api/product-sales/${sale.id}/invoice.pdf?lang=${language}`), language);
      const masked = `${'•'.repeat(customer.nni.length - 4)}${customer.nni.slice(-4)}`;
      for (const word of [customer.name, customer.phone, customer.email, customer.address, masked]) expect(text, word).toContain(normaliseText(word));
      expect(text).not.toContain(customer.nni.slice(0, 9));
      expect(text).toContain(normaliseText(language === 'en' ? 'Billed to' : 'فاتورة إلى'));
      expect(text).toContain(normaliseText(language === 'en' ? 'National ID' : 'الرقم الوطني'));
      expect(text).toContain(normaliseText(language === 'en' ? 'Address' : 'العنوان'));
    }

    // A capital entry's receipt and the subscriber's statement.
    const subscriber = await makeSubscriber(suite.app, admin.cookie, { amount: '1000000', date: '2025-01-15', name: 'Mahamat Abakar Issa' });
    const credit = await addLedgerRow(suite.app, admin.cookie, { subscriberId: subscriber.id, amount: '250000', transactionDate: '2025-02-10' });
    for (const language of ['en', 'ar'] as const) {
      await expectLetterhead(await pdfOf(`/api/balance-transactions/${credit.row.id}/receipt.pdf?lang=${language}`), language);
      await expectLetterhead(await pdfOf(`/api/subscribers/${subscriber.id}/report.pdf?from=2025-01-01&to=2025-03-31&lang=${language}`), language);
    }

    // The member's year statement, and the monthly statement the mail job attaches.
    const own = await seedSubscriber(suite.database.db, {
      currency: 'XAF',
      subscriptionDate: '2025-01-01',
      subscriptionAmount: '500000',
      name: 'Amina Letter',
    });
    await linkUser(suite.database.db, member.id, own.individualId);
    for (const language of ['en', 'ar'] as const) {
      const year = await member.call('GET', `/api/statements/year?year=2025&format=pdf&lang=${language}`);
      expect(year.statusCode, year.body).toBe(200);
      await expectLetterhead(year.rawPayload, language);
      const facts = {
        name: 'Amina Letter',
        currency: 'XAF',
        periodStart: '2025-01-01',
        periodEnd: '2025-01-31',
        monthProfit: '0 XAF',
        capitalAtMonthEnd: '500,000 XAF',
        yearToDate: '0 XAF',
        explanations: [],
      };
      await expectLetterhead(await statementPdf(suite.app.deps, facts, language), language);
    }
  });

  it('accepts a JPEG or WebP by its first bytes, removes the logo (audited), and prints none once removed', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    expect((await admin.call('PUT', '/api/pdf-settings/logo', base64(jpeg))).json().logoUrl).toMatch(/^data:image\/jpeg;base64,/);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(52, 2)]);
    expect((await admin.call('PUT', '/api/pdf-settings/logo', base64(webp))).json().logoUrl).toMatch(/^data:image\/webp;base64,/);
    const auditsBefore = (await audits()).length;
    const removed = await admin.call('DELETE', '/api/pdf-settings/logo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logoUrl).toBe('');
    expect((await auditRows(suite.database, 'pdf-settings.delete-logo', '1')).at(-1)!.after).toMatchObject({ hasLogo: false });
    expect((await audits()).length).toBe(auditsBefore + 1);
    // Removing no logo changes nothing and audits nothing.
    expect((await admin.call('DELETE', '/api/pdf-settings/logo')).json().logoUrl).toBe('');
    expect((await audits()).length).toBe(auditsBefore + 1);
    const { sale } = await saleToCustomer();
    expect(pdfImageCount(await pdfOf(`/api/product-sales/${sale.id}/invoice.pdf?lang=en`))).toBe(0);
  });

  it.each<[string, () => Buffer, number, string]>([
    ['a text file', () => Buffer.from('hello, this is not an image'), 415, 'LOGO_NOT_IMAGE'],
    ['an SVG (markup, not pixels)', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, 'LOGO_NOT_IMAGE'],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), 415, 'LOGO_NOT_IMAGE'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), 415, 'LOGO_NOT_IMAGE'],
    ['a PNG one byte over 512 KB', () => Buffer.concat([pngImage(), Buffer.alloc(LOGO_MAX_BYTES + 1 - pngImage().length)]), 413, 'LOGO_TOO_LARGE'],
  ])('refuses %s as a logo with a translated code and changes nothing', async (_title, file, status, code) => {
    const logo = pngImage(8, 8, [200, 30, 30]);
    expect((await admin.call('PUT', '/api/pdf-settings/logo', base64(logo))).statusCode).toBe(200);
    const before = await settings();
    const auditCount = (await audits()).length;
    const answer = await admin.call('PUT', '/api/pdf-settings/logo', base64(file()));
    expect([answer.statusCode, answer.json().code]).toEqual([status, code]);
    if (code === 'LOGO_TOO_LARGE') expect(answer.json().params).toEqual({ maxKb: 512 });
    expect(await settings()).toEqual(before);
    expect((await audits()).length).toBe(auditCount);
  });

  it.each<[string, object]>([
    ['no content', {}],
    ['content that is not base64', { content: 'not base64!' }],
    ['an unknown field', { content: 'iVBORw0KGgo=', url: 'https://evil.example/logo.png' }],
    ['a remote address', { content: 'https://evil.example/logo.png' }],
  ])('refuses %s as a validation failure', async (_title, payload) => {
    const before = await settings();
    const answer = await admin.call('PUT', '/api/pdf-settings/logo', payload);
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await settings()).toEqual(before);
  });

  it('no longer takes a logo with the text: the letterhead form cannot smuggle one past the byte check', async () => {
    const answer = await admin.call('PUT', '/api/pdf-settings', { ...COMPANY_LETTERHEAD, logoUrl: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const long = await admin.call('PUT', '/api/pdf-settings', { ...COMPANY_LETTERHEAD, taxId: 'x'.repeat(61) });
    expect(long.json().params.fields).toContainEqual(expect.objectContaining({ path: 'taxId', issue: 'max_length' }));
  });

  it('refuses every change to callers without settings or company-settings, changing nothing', async () => {
    const before = await settings();
    const auditCount = (await audits()).length;
    for (const [method, url, payload] of [
      ['PUT', '/api/pdf-settings', { ...COMPANY_LETTERHEAD, companyName: 'Hijacked' }],
      ['PUT', '/api/pdf-settings/logo', base64(pngImage())],
      ['DELETE', '/api/pdf-settings/logo', undefined],
    ] as const) {
      for (const caller of [outsider, member]) {
        const answer = await caller.call(method, url, payload);
        expect([answer.statusCode, answer.json().code], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(await settings()).toEqual(before);
    expect((await audits()).length).toBe(auditCount);
  });
});
