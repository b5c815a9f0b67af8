import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOperationPage, type TOperationPage } from '../../contract/operations';
import { SAMPLE_OPERATION_TERMS } from '../../contract/test-support/sample-operation';
import { responseSerializerCompiler } from './response-serializer';

const writerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const operation: TOperationPage['items'][number] = {
  id: 'op-1',
  number: 'OP-0000001',
  ...SAMPLE_OPERATION_TERMS,
  equivalentUsd: '1651.53',
  revenue: '30000',
  investorShare: '15000',
  investorRuleValue: '50',
  mediatorType: 'normal',
  mediatorRuleValue: '2000',
  mediatorShare: '2000',
  specialRuleValue: '5',
  specialShare: '650',
  companyShare: '12350',
  operationDate: '2025-12-04',
  clientId: 'ind-1',
  clientName: 'Amina "الأمين" Saleh\n',
  mediatorId: 'ind-8',
  mediatorName: 'Idriss',
  status: 'completed',
  isProfitDistributed: false,
};

describe('the answers’ writer', () => {
  it('writes a page as zod’s encoding did: the same text, quotes and Arabic included', () => {
    const page = { items: [operation, { ...operation, id: 'op-2', clientName: 'Zara\\' }], nextCursor: 'WyJkYXRlLWRlc2MiXQ' };
    expect(writerOf(ZOperationPage)(page)).toBe(JSON.stringify(z.encode(ZOperationPage, page)));
    expect(JSON.parse(writerOf(ZOperationPage)(page))).toEqual(page);
  });

  it('writes a null as null and leaves out an absent optional field, as zod did', () => {
    const person = z.object({ phone: z.string().nullable(), note: z.string().optional(), count: z.number().int(), active: z.boolean() });
    const value = { phone: null, count: 3, active: false };
    expect(writerOf(person)(value)).toBe('{"phone":null,"count":3,"active":false}');
    expect(writerOf(person)(value)).toBe(JSON.stringify(z.encode(person, value)));
  });

  it('never lets a field the schema does not declare leave, even one a query read beside the row', () => {
    const user = z.object({ id: z.string(), name: z.string(), nested: z.object({ kept: z.string() }) });
    const written = writerOf(user)({ id: 'u1', name: 'Amina', passwordHash: 'secret', nested: { kept: 'yes', token: 'secret' } });
    expect(written).toBe('{"id":"u1","name":"Amina","nested":{"kept":"yes"}}');
  });

  it('chooses a union’s branch by its fields when the row carries one more', () => {
    const result = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('money'), amount: z.string() }),
      z.object({ kind: z.literal('note'), text: z.string() }),
    ]);
    expect(writerOf(result)({ kind: 'note', text: 'hello', internal: 1 })).toBe('{"kind":"note","text":"hello"}');
    expect(writerOf(result)({ kind: 'money', amount: '12.50', internal: 1 })).toBe('{"kind":"money","amount":"12.50"}');
  });

  it('refuses an answer that lacks a field the schema requires (the request ends in a 500, not a half answer)', () => {
    expect(() => writerOf(z.object({ id: z.string(), name: z.string() }))({ id: 'u1' })).toThrow(/name/);
  });

  it('leaves to zod what JSON Schema cannot say: a date, a codec', () => {
    const at = new Date('2026-11-28T06:00:00.000Z');
    expect(writerOf(z.object({ at: z.date() }))({ at })).toBe('{"at":"2026-11-28T06:00:00.000Z"}');
    const cents = z.codec(z.string(), z.number(), { decode: (text) => Number(text), encode: (value) => value.toFixed(2) });
    expect(writerOf(z.object({ total: cents }))({ total: 12.5 })).toBe('{"total":"12.50"}');
  });
});
