import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, type TDocument, type TDocumentList, type TExpiringDocuments } from '../../../contract/documents';
import { rowsOf } from '../../../db/queries/raw-rows';
import { auditLog, documentParts, documents } from '../../../db/schema';
import { serverDay } from '../server-day';
import { seedOperation } from '../../test/distribution-seed';
import { JPEG_START, samplePdf, WEBP_START } from '../../test/document-files';
import { pngImage } from '../../test/png-image';
import { DATABASE_KINDS } from '../../test/helper';
import { addLedgerRow, makeIndividual, makeSubscriber } from '../../test/people-fixtures';
import { useApiSuite, type SignedInUser } from '../../test/api-suite';
import { DOCUMENT_PART_BYTES } from './documents.service';

function dayIn(days: number): string {
  const date = new Date(`${serverDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(DATABASE_KINDS)('documents on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      officer: ['kyc-documents', 'individuals'],
      cashier: ['transactions', 'subscribers', 'individuals', 'update-balance'],
      clerk: ['individuals'],
    },
  });
  const { officer, cashier, clerk } = suite.users;

  const upload = (user: SignedInUser, query: Record<string, string>, body: Buffer, contentType = 'application/octet-stream') =>
    suite.app.inject({
      method: 'POST',
      url: `/api/documents?${new URLSearchParams(query)}`,
      headers: { ...user.headers, 'content-type': contentType },
      payload: body,
    });
  const counts = async () => ({
    documents: (await suite.database.db.select().from(documents)).length,
    parts: (await suite.database.db.select().from(documentParts)).length,
  });
  const auditCount = async () => (await rowsOf<{ count: number }>(suite.database.db, sql`select count(*)::int as count from audit_log`))[0]!.count;
  const auditOf = (action: string, entityId?: string) =>
    suite.database.db
      .select()
      .from(auditLog)
      .where(entityId === undefined ? eq(auditLog.action, action) : sql`${auditLog.action} = ${action} and ${auditLog.entityId} = ${entityId}`);

  it('keeps an identity card with its dates, lists it, and serves it back byte for byte, each view audited', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const file = pngImage(64, 64);
    const answer = await upload(
      officer,
      { ownerKind: 'individual', ownerId: person.id, docType: 'identity-card', fileName: 'carte.png', issuedOn: '2024-01-10', expiresOn: '2034-01-09' },
      file,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const document = answer.json<TDocument>();
    expect(document).toMatchObject({
      ownerKind: 'individual',
      ownerId: person.id,
      docType: 'identity-card',
      contentType: 'image/png',
      bytes: file.length,
      issuedOn: '2024-01-10',
      expiresOn: '2034-01-09',
      uploadedBy: officer.id,
    });
    expect(await auditOf('document.upload', document.id)).toHaveLength(1);

    const list = await officer.call('GET', `/api/documents?ownerKind=individual&ownerId=${person.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<TDocumentList>().items.map((item) => item.id)).toEqual([document.id]);
    expect((await auditOf('document.list')).some((row) => (row.after as { ownerId: string }).ownerId === person.id)).toBe(true);

    const download = await officer.call('GET', `/api/documents/${document.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="carte.png"; filename*=UTF-8''carte.png`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['content-security-policy']).toContain("default-src 'none'");
    expect(await auditOf('document.download', document.id)).toHaveLength(1);

    const preview = await officer.call('GET', `/api/documents/${document.id}/content?disposition=inline`);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(await auditOf('document.view', document.id)).toHaveLength(1);
  });

  it('stores a large file in parts of a megabyte and sends it back whole', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const file = Buffer.concat([samplePdf(), Buffer.alloc(2 * DOCUMENT_PART_BYTES + 123, 0x20)]);
    const answer = await upload(officer, { ownerKind: 'individual', ownerId: person.id, docType: 'passport', fileName: 'passeport.pdf' }, file);
    expect(answer.statusCode, answer.body).toBe(200);
    const parts = await suite.database.db.select().from(documentParts).where(eq(documentParts.documentId, answer.json().id));
    expect(parts).toHaveLength(3);
    const download = await officer.call('GET', `/api/documents/${answer.json().id}/content`);
    expect(download.rawPayload.equals(file)).toBe(true);
  });

  it('judges the type from the content: a PDF named .exe is a PDF (saved as .pdf), JPEG and WebP are taken', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const pdf = await upload(
      officer,
      { ownerKind: 'individual', ownerId: person.id, docType: 'other', fileName: 'setup.exe' },
      samplePdf(),
      'application/x-msdownload',
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().contentType).toBe('application/pdf');
    const saved = await officer.call('GET', `/api/documents/${pdf.json().id}/content`);
    expect(saved.headers['content-type']).toBe('application/pdf');
    expect(saved.headers['content-disposition']).toContain('filename="setup.pdf"');
    for (const [bytes, type] of [
      [JPEG_START, 'image/jpeg'],
      [WEBP_START, 'image/webp'],
    ] as const) {
      const answer = await upload(officer, { ownerKind: 'individual', ownerId: person.id, docType: 'other', fileName: 'scan.bin' }, bytes);
      expect(answer.json().contentType).toBe(type);
    }
  });

  it.each([
    ['an HTML page named .png and sent as image/png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['a Windows program named .pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'application/octet-stream'],
    ['a JSON body', Buffer.from('{"a":1}'), 'application/json'],
  ])('refuses %s with DOCUMENT_TYPE_REFUSED, keeping nothing', async (_name, body, contentType) => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const before = await counts();
    const answer = await upload(officer, { ownerKind: 'individual', ownerId: person.id, docType: 'other', fileName: 'photo.png' }, body, contentType);
    expect([answer.statusCode, answer.json().code]).toEqual([415, 'DOCUMENT_TYPE_REFUSED']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 10 MB with DOCUMENT_TOO_LARGE, keeping nothing and auditing nothing', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const [before, audits] = [await counts(), await auditCount()];
    const file = Buffer.concat([samplePdf(), Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const answer = await upload(officer, { ownerKind: 'individual', ownerId: person.id, docType: 'passport', fileName: 'big.pdf' }, file);
    expect([answer.statusCode, answer.json().code]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
    expect(await counts()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ['an expiry before the issue', { issuedOn: '2025-05-01', expiresOn: '2025-04-30' }, 'expiresOn', 'out_of_range'],
    ['a day that does not exist', { issuedOn: '2025-02-30' }, 'issuedOn', 'invalid_value'],
    ['a date that is not one', { expiresOn: 'tomorrow' }, 'expiresOn', 'invalid_value'],
    ['a receipt on an individual', { docType: 'receipt' }, 'docType', 'invalid_value'],
    ['an unknown owner kind', { ownerKind: 'user' }, 'ownerKind', 'invalid_value'],
    ['an unknown field', { note: 'x' }, 'note', 'unknown_field'],
  ])('refuses %s with 400 next to the field, keeping nothing', async (_name, change, path, issue) => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const before = await counts();
    const answer = await upload(
      officer,
      { ownerKind: 'individual', ownerId: person.id, docType: 'identity-card', fileName: 'card.pdf', ...change },
      samplePdf(),
    );
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer.json().params.fields).toContainEqual(expect.objectContaining({ path, issue }));
    expect(await counts()).toEqual(before);
  });

  it("needs kyc-documents for an individual's papers: 403, nothing kept, no audit row, nothing shown", async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const kept = (
      await upload(officer, { ownerKind: 'individual', ownerId: person.id, docType: 'passport', fileName: 'passport.pdf', expiresOn: dayIn(5) }, samplePdf())
    ).json<TDocument>();
    const [before, audits] = [await counts(), await auditCount()];
    for (const user of [cashier, clerk]) {
      const refused = [
        await upload(user, { ownerKind: 'individual', ownerId: person.id, docType: 'passport', fileName: 'p.pdf' }, samplePdf()),
        await user.call('GET', `/api/documents?ownerKind=individual&ownerId=${person.id}`),
        await user.call('GET', `/api/documents/${kept.id}/content`),
        await user.call('GET', `/api/documents/${kept.id}/content?disposition=inline`),
        await user.call('GET', '/api/documents/expiring'),
      ];
      for (const answer of refused) {
        expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
        expect(answer.body).not.toContain(person.id);
        expect(answer.body).not.toContain('passport.pdf');
      }
    }
    expect(await counts()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('keeps receipts with capital entries and operations for transactions holders, never for kyc-documents alone', async () => {
    const subscriber = await makeSubscriber(suite.app, cashier.cookie);
    const entry = await addLedgerRow(suite.app, cashier.cookie, { subscriberId: subscriber.id, amount: '500' });
    const client = await makeIndividual(suite.app, clerk.cookie);
    const mediator = await makeIndividual(suite.app, clerk.cookie);
    const operationId = await seedOperation(suite.database.db, {
      date: '2025-03-02',
      currency: 'USD',
      investorShare: '0',
      clientId: client.id,
      mediatorId: mediator.id,
    });
    for (const owner of [
      { ownerKind: 'capital-entry', ownerId: String(entry.row.id) },
      { ownerKind: 'operation', ownerId: operationId },
    ]) {
      const answer = await upload(cashier, { ...owner, docType: 'receipt', fileName: 'reçu.pdf' }, samplePdf());
      expect(answer.statusCode, answer.body).toBe(200);
      const list = (await cashier.call('GET', `/api/documents?${new URLSearchParams(owner)}`)).json<TDocumentList>();
      expect(list.items.map((item) => item.id)).toEqual([answer.json().id]);
      const download = await cashier.call('GET', `/api/documents/${answer.json().id}/content`);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="re_u.pdf"; filename*=UTF-8''re%C3%A7u.pdf`);
      expect((await officer.call('GET', `/api/documents/${answer.json().id}/content`)).statusCode).toBe(403);
      expect((await officer.call('GET', `/api/documents?${new URLSearchParams(owner)}`)).statusCode).toBe(403);
      const typed = await upload(cashier, { ...owner, docType: 'passport', fileName: 'p.pdf' }, samplePdf());
      expect(typed.json().params.fields).toContainEqual(expect.objectContaining({ path: 'docType' }));
    }
  });

  it('answers 404 for an owner or a document that does not exist, keeping nothing', async () => {
    const before = await counts();
    const unknownOwners = [
      { ownerKind: 'individual', ownerId: 'no-such-person' },
      { ownerKind: 'capital-entry', ownerId: '999999999' },
      { ownerKind: 'capital-entry', ownerId: 'not-a-number' },
      { ownerKind: 'operation', ownerId: 'no-such-operation' },
    ];
    for (const owner of unknownOwners) {
      const user = owner.ownerKind === 'individual' ? officer : cashier;
      const docType = owner.ownerKind === 'individual' ? 'passport' : 'receipt';
      const answer = await upload(user, { ...owner, docType, fileName: 'x.pdf' }, samplePdf());
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'DOCUMENT_OWNER_NOT_FOUND']);
      const list = await user.call('GET', `/api/documents?${new URLSearchParams(owner)}`);
      expect([list.statusCode, list.json().code]).toEqual([404, 'DOCUMENT_OWNER_NOT_FOUND']);
    }
    // An individual's id named as an operation is no operation.
    const person = await makeIndividual(suite.app, clerk.cookie);
    const crossed = await upload(cashier, { ownerKind: 'operation', ownerId: person.id, docType: 'receipt', fileName: 'x.pdf' }, samplePdf());
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'DOCUMENT_OWNER_NOT_FOUND']);
    const missing = await officer.call('GET', '/api/documents/no-such-document/content');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    expect(await counts()).toEqual(before);
  });

  it("one owner's list never shows another's documents", async () => {
    const [first, second] = [await makeIndividual(suite.app, clerk.cookie), await makeIndividual(suite.app, clerk.cookie)];
    const kept = (await upload(officer, { ownerKind: 'individual', ownerId: first.id, docType: 'other', fileName: 'a.png' }, pngImage())).json<TDocument>();
    const list = (await officer.call('GET', `/api/documents?ownerKind=individual&ownerId=${second.id}`)).json<TDocumentList>();
    expect(list.items.map((item) => item.id)).not.toContain(kept.id);
  });

  it('lists individuals whose latest identity document expires within 30 days, soonest first', async () => {
    const soon = await makeIndividual(suite.app, clerk.cookie, { name: 'Expiring Soon' });
    const later = await makeIndividual(suite.app, clerk.cookie, { name: 'Expiring Later' });
    const renewed = await makeIndividual(suite.app, clerk.cookie, { name: 'Renewed Passport' });
    const address = await makeIndividual(suite.app, clerk.cookie, { name: 'Only An Address' });
    const keep = (ownerId: string, docType: string, expiresOn: string) =>
      upload(officer, { ownerKind: 'individual', ownerId, docType, fileName: 'id.pdf', expiresOn }, samplePdf());
    await keep(soon.id, 'identity-card', dayIn(20));
    await keep(later.id, 'passport', dayIn(31));
    await keep(renewed.id, 'identity-card', dayIn(10));
    await keep(renewed.id, 'passport', dayIn(3650));
    await keep(address.id, 'proof-of-address', dayIn(5));
    const answer = await officer.call('GET', '/api/documents/expiring');
    expect(answer.statusCode, answer.body).toBe(200);
    const expiring = answer.json<TExpiringDocuments>();
    expect(expiring.withinDays).toBe(30);
    const ours = expiring.items.filter((item) => [soon.id, later.id, renewed.id, address.id].includes(item.individualId));
    expect(ours).toEqual([expect.objectContaining({ individualId: soon.id, individualName: 'Expiring Soon', docType: 'identity-card', expiresOn: dayIn(20) })]);
    expect(await auditOf('document.expiring')).not.toHaveLength(0);
  });
});
