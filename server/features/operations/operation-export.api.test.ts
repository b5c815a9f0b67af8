import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATION_COLUMNS } from '../../../contract/operations';
import { auditLog, operations } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { createTestIndividual } from '../../test/people';
import { useOperationsSuite } from '../../test/operations-suite';

describe.each(DATABASE_KINDS)('operations on %s', (kind) => {
  const { suite, clerk, outsider, fixture, call, create, workbookOf } = useOperationsSuite(kind);

  describe('export', () => {
    it('gives every matching row (not one page) in the chosen columns plus the currency beside amounts, amounts as numbers', async () => {
      const tagged = await createTestIndividual(suite.database, { name: 'Export Person Unique' });
      const rows = [];
      for (let index = 0; index < 30; index += 1)
        rows.push(
          await create({
            clientId: tagged.id,
            currency: 'USD',
            amount: `${100 + index}.50`,
            exchangeRate: '1',
            mediatorAmount: '0.10',
            operationDate: '2024-06-15',
          }),
        );
      const sheet = await workbookOf('search=Export%20Person%20Unique&columns=number,client,amount,status&lang=en');
      const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
      expect(values[0]!.slice(1)).toEqual(['Number', 'Client', 'Currency', 'Amount', 'Status']);
      expect(values).toHaveLength(31);
      const amounts = values
        .slice(1)
        .map((row) => row[4])
        .sort((a, b) => Number(a) - Number(b));
      expect(amounts[0]).toBe(100.5);
      expect(values[1]![2]).toBe('Export Person Unique');
      expect(values[1]![3]).toBe('USD');
      expect(values[1]![5]).toBe('Pending');
      expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00 "USD"');
      expect(sheet.views[0]?.rightToLeft ?? false).toBe(false);
    });

    it("shows every amount's currency with the default columns, where Currency is hidden", async () => {
      const person = await createTestIndividual(suite.database, { name: 'Currency Person Unique' });
      const made = [
        await create({ clientId: person.id, currency: 'XAF', amount: '1000000', exchangeRate: '605.5', mediatorAmount: '2000' }),
        await create({ clientId: person.id, currency: 'USD', amount: '2500.50', exchangeRate: '1', mediatorAmount: '1.25' }),
        await create({ clientId: person.id, currency: 'EUR', amount: '800', exchangeRate: '0.92', mediatorAmount: '3' }),
      ];
      const currencyOf = new Map(made.map((row) => [row.number, row.currency]));
      const sheet = await workbookOf('search=Currency%20Person%20Unique&lang=en');
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(DEFAULT_OPERATION_COLUMNS).not.toContain('currency');
      expect(headers).toEqual(['Number', 'Date', 'Client', 'Mediator', 'Currency', 'Amount', 'Service fee', 'Company net profit', 'Status']);
      const column = (label: string) => headers.indexOf(label) + 1;
      expect(sheet.rowCount).toBe(4);
      for (let index = 2; index <= sheet.rowCount; index += 1) {
        const row = sheet.getRow(index);
        const currency = row.getCell(column('Currency')).value;
        expect(currency).toBe(currencyOf.get(String(row.getCell(column('Number')).value)));
        const digits = currency === 'XAF' ? '#,##0' : '#,##0.00';
        for (const label of ['Amount', 'Service fee', 'Company net profit']) expect(row.getCell(column(label)).numFmt).toBe(`${digits} "${String(currency)}"`);
      }
    });

    it('names the currency of an amount alone in its column (the USD equivalent) in its format', async () => {
      const sheet = await workbookOf('search=Currency%20Person%20Unique&columns=number,equivalentUsd&lang=fr');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toHaveLength(2);
      for (let index = 2; index <= sheet.rowCount; index += 1) expect(sheet.getRow(index).getCell(2).numFmt).toBe('#,##0.00 "USD"');
    });

    it('writes Arabic headers and labels in a right-to-left sheet', async () => {
      const sheet = await workbookOf('search=Export%20Person%20Unique&columns=status,sourceCountry&lang=ar');
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      expect(sheet.getRow(1).values).toEqual([undefined, 'الحالة', 'من بلد']);
      expect(sheet.getRow(2).values).toEqual([undefined, 'قيد الانتظار', 'تشاد']);
    });

    it('refuses an unknown column and a missing permission', async () => {
      expect((await call('GET', '/api/operations/export.xlsx?columns=number,password')).json().code).toBe('VALIDATION_FAILED');
      expect((await call('GET', '/api/operations/export.xlsx', undefined, outsider.cookie)).statusCode).toBe(403);
    });
  });

  describe('preferences and lookup', () => {
    it('remembers the column choice per user, each user seeing only their own', async () => {
      const key = '/api/preferences/operations.columns';
      expect((await call('GET', key)).json()).toEqual({ key: 'operations.columns', preference: null });
      expect((await call('PUT', key, { preference: ['number', 'amount'] })).statusCode).toBe(200);
      expect((await call('PUT', key, { preference: ['number', 'status'] })).statusCode).toBe(200);
      expect((await call('GET', key)).json().preference).toEqual(['number', 'status']);
      expect((await call('GET', key, undefined, clerk.cookie)).json().preference).toBeNull();
      expect((await call('PUT', key, { preference: { nested: true } })).statusCode).toBe(400);
      expect((await call('PUT', '/api/preferences/Bad Key', { preference: true })).statusCode).toBe(400);
      expect((await suite.app.inject({ method: 'GET', url: key })).statusCode).toBe(401);
    });

    it('looks individuals up by infix with id, name and type only', async () => {
      const answer = await call('GET', '/api/lookups/individuals?search=brahim%20med');
      expect(answer.json().items).toEqual([{ id: fixture.mediator.id, name: fixture.mediator.name, type: 'mediator' }]);
      expect((await call('GET', '/api/lookups/individuals?type=mediator')).json().items.every((item: { type: string }) => item.type === 'mediator')).toBe(true);
      expect((await call('GET', '/api/lookups/individuals', undefined, outsider.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/lookups/individuals?type=alien')).statusCode).toBe(400);
    });
  });

  // Only PostgreSQL has concurrent connections; on PGlite the block is not declared at all (no skipped test).
  if (kind === 'postgres')
    describe('concurrency', () => {
      it('a complete and a cancel of one operation at once leave exactly one final state', async () => {
        const rows = await Promise.all(Array.from({ length: 8 }, () => create()));
        await Promise.all(
          rows.map(async (row) => {
            const [completed, cancelled] = await Promise.all([
              call('POST', `/api/operations/${row.id}/complete`, {}),
              call('POST', `/api/operations/${row.id}/cancel`, {}),
            ]);
            const statuses = [completed.statusCode, cancelled.statusCode].sort();
            expect(statuses).toEqual([200, 409]);
            const winner = completed.statusCode === 200 ? 'completed' : 'cancelled';
            const [stored] = await suite.database.db.select().from(operations).where(eq(operations.id, row.id));
            expect(stored!.status).toBe(winner);
          }),
        );
        const changes = await suite.database.db
          .select()
          .from(auditLog)
          .where(
            and(
              inArray(
                auditLog.entityId,
                rows.map((row) => row.id),
              ),
              inArray(auditLog.action, ['operation.complete', 'operation.cancel']),
            ),
          );
        expect(changes).toHaveLength(rows.length);
      });
    });
});
