import { beforeAll, describe, expect, it } from 'vitest';
import type { TPeriodReport } from '../../../contract/periods';
import { numericToMinor } from '../../../db/money-columns';
import { formatMoney, type Currency } from '../../../domain';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { confirmedBody, wholeMonthBody } from '../../test/distribution-requests';
import { seedIndividual, seedOperation, seedSubscriber, setDistributionApproval } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { normaliseText, pdfText } from '../../test/pdf-text';

type Language = 'en' | 'fr' | 'ar';

/** docs/accounting.md §6, on both engines: the period's report printed, its trial balance the one stamped at the close. */
describe.each(DATABASE_KINDS)("the period's printed report on %s", (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      staff: { name: 'Sara Staff', permissions: ['transactions', 'profit-distribution'] },
      closer: { name: 'Claude Closer', permissions: ['close-periods'] },
      outsider: ['profile'],
    },
  });
  const { staff, closer, outsider } = suite.users;
  const MARCH = { year: '2025', month: '3', currency: 'USD' } as const;
  const APRIL = { year: '2025', month: '4', currency: 'USD' } as const;
  const get = (url: string, headers = closer.headers) => suite.app.inject({ method: 'GET', url, headers });
  const query = (period: typeof MARCH | typeof APRIL, lang: Language) => `year=${period.year}&month=${period.month}&currency=${period.currency}&lang=${lang}`;
  const post = (url: string, payload: object, headers = staff.headers) => okJson(suite.app.inject({ method: 'POST', url, headers, payload }));
  const distribute = async (period: typeof MARCH | typeof APRIL) => {
    const body = wholeMonthBody(period);
    const preview = await post('/api/profit-distribution/preview', body);
    await post('/api/profit-distribution/distribute', confirmedBody(body, preview));
  };
  const report = (period: typeof MARCH | typeof APRIL, lang: Language) => okJson<TPeriodReport>(get(`/api/periods/report?${query(period, lang)}`));
  const pdf = async (period: typeof MARCH | typeof APRIL, lang: Language) => {
    const answer = await get(`/api/periods/report/export?${query(period, lang)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="period-report-2025-0${period.month}-USD.pdf"`);
    return pdfText(answer.rawPayload);
  };
  const money = (decimal: string, language: Language) =>
    formatMoney({ money: { amountMinor: numericToMinor(decimal, 'USD' as Currency), currency: 'USD' as Currency }, language });

  beforeAll(async () => {
    const db = suite.database.db;
    await setDistributionApproval(db, false);
    const client = await seedIndividual(db, { name: 'Client' });
    const mediator = await seedIndividual(db, { name: 'Mediator', type: 'mediator' });
    await seedSubscriber(db, { currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '5000.00', name: 'Investor' });
    await seedOperation(db, { date: '2025-03-05', currency: 'USD', investorShare: '1234.56', clientId: client, mediatorId: mediator });
    await seedOperation(db, { date: '2025-04-05', currency: 'USD', investorShare: '10.01', clientId: client, mediatorId: mediator });
    await distribute(MARCH);
    await distribute(APRIL);
    await post('/api/periods/close', MARCH, closer.headers);
  });

  it('prints the closed month with its status and exactly the accounts and totals of its stamp, in each language', async () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const stamped = await report(MARCH, language);
      const balance = stamped.trialBalance!;
      expect(balance.lines.length).toBeGreaterThan(0);
      expect(balance.lines).toEqual(expect.arrayContaining([{ account: '2100', name: expect.any(String), debit: '1234.56', credit: '0.00' }]));
      expect(balance.totalDebit).toBe(balance.totalCredit);
      const text = await pdf(MARCH, language);
      expect(text).toContain(normaliseText('Claude Closer'));
      expect(text).toContain('2025-03');
      expect(text).toContain(balance.stampedAt.slice(0, 10));
      // An amount of an Arabic line is read back with its currency sign moved (pdf-text.ts rebuilds runs): its digits are compared there.
      const shown = (decimal: string) => (language === 'ar' ? money(decimal, language).replace(/[^0-9.,]/g, '') : money(decimal, language));
      const escape = (text: string) => normaliseText(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Each account's row: its code, its name in the language, then the amount of its side (the other left blank).
      for (const line of balance.lines) {
        expect(line.name, line.account).not.toBe('');
        const sides = [line.debit, line.credit].filter((side) => numericToMinor(side, 'USD' as Currency) !== 0n);
        expect(sides, line.account).toHaveLength(1);
        expect(text, `${language} ${line.account}`).toMatch(new RegExp(`${escape(line.account)}${escape(line.name)}\\D*${escape(shown(sides[0]!))}`));
      }
      // The totals row: its label, then both sums.
      const total = { en: 'Total', fr: 'Total', ar: 'المجموع' }[language];
      expect(text, language).toMatch(new RegExp(`${escape(total)}\\D*${escape(shown(balance.totalDebit))}\\D*${escape(shown(balance.totalCredit))}`));
    }
    const english = await pdf(MARCH, 'en');
    for (const words of ['Report of 2025-03 (USD)', 'Status Closed', 'Stamped trial balance', 'Trial balance as of 2025-03-31']) {
      expect(english, words).toContain(normaliseText(words));
    }
    expect((await report(MARCH, 'fr')).trialBalance!.lines.find((line) => line.account === '2100')!.name).toBe(
      'Réserve de profits des investisseurs (parts non distribuées)',
    );
  });

  it('says plainly that a month not closed carries no stamp', async () => {
    expect((await report(APRIL, 'en')).trialBalance).toBeNull();
    const english = await pdf(APRIL, 'en');
    expect(english).toContain(normaliseText("This month has no stamped trial balance: a month's books are stamped when it is closed."));
    expect(english).toContain(normaliseText('Status Open'));
    expect(english).not.toContain(normaliseText('Debit'));
    const arabic = await pdf(APRIL, 'ar');
    expect(arabic).toContain(normaliseText('لا يوجد ميزان مراجعة مختوم لهذا الشهر'));
  });

  it('answers the errors it declares, and only to those who read the periods', async () => {
    const code = (answer: { statusCode: number; json: () => { code: string } }) => [answer.statusCode, answer.json().code];
    expect(code(await get('/api/periods/report/export?year=2025&month=13&currency=USD'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await get('/api/periods/report/export?year=2025&month=3'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await get('/api/periods/report/export?year=2025&month=3&currency=USD&lang=de'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await get('/api/periods/report/export?year=2024&month=3&currency=USD'))).toEqual([404, 'NOT_FOUND']);
    expect(code(await get('/api/periods/report/export?year=2025&month=3&currency=USD', outsider.headers))).toEqual([403, 'FORBIDDEN']);
    // A reader of the status (the distribution's staff) downloads it too.
    expect((await get('/api/periods/report/export?year=2025&month=3&currency=USD', staff.headers)).statusCode).toBe(200);
  });
});
