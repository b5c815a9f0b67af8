import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from './audit-diff';

describe('auditChanges', () => {
  it.each([
    ['a changed field only', { amount: '10.00', note: 'x' }, { amount: '12.50', note: 'x' }, [{ field: 'amount', before: '10.00', after: '12.50' }]],
    [
      'a created row: every field, from nothing',
      null,
      { name: 'A', isActive: true },
      [
        { field: 'name', before: null, after: 'A' },
        { field: 'isActive', before: null, after: true },
      ],
    ],
    ['a removed field', { a: 1, b: 2 }, { a: 1 }, [{ field: 'b', before: 2, after: null }]],
    [
      'nested fields as dotted paths',
      { shares: { company: '5.00', investor: '5.00' } },
      { shares: { investor: '5.00', company: '4.00' } },
      [{ field: 'shares.company', before: '5.00', after: '4.00' }],
    ],
    [
      'lists of names joined',
      { permissions: ['profile'] },
      { permissions: ['profile', 'reports'] },
      [{ field: 'permissions', before: 'profile', after: 'profile, reports' }],
    ],
    ['objects in lists compared whatever their key order', { rows: [{ b: 1, a: 2 }] }, { rows: [{ a: 2, b: 1 }] }, []],
    ['nothing before and after', null, null, []],
  ])('%s', (_name, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});

describe('formatAuditValue', () => {
  const words = { yes: 'Oui', no: 'Non', empty: '—' };
  it('reads flags as words, nothing as a dash, the rest as written', () => {
    expect([true, false, null, '', '1250.50', 3].map((value) => formatAuditValue(value, words))).toEqual(['Oui', 'Non', '—', '—', '1250.50', '3']);
  });
});
