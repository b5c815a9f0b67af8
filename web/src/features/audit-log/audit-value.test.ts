import { describe, expect, it } from 'vitest';
import { auditValueShown } from './audit-value';

const words = { yes: 'Yes', no: 'No', empty: '—' };
const row = { currency: 'XAF', names: { 'sub-1': 'Awa Diallo', 'user-9': 'Root Administrator' } };

describe('auditValueShown', () => {
  it.each([
    ['an amount in the row’s currency', 'amount', '401124', { kind: 'amount', amount: '401124', currency: 'XAF' }],
    ['a nested amount (a proposal’s totals)', 'totals.distributable', '-1500', { kind: 'amount', amount: '-1500', currency: 'XAF' }],
    ['the USD equivalent in USD whatever the row', 'equivalentUsd', '12.50', { kind: 'amount', amount: '12.50', currency: 'USD' }],
    ['a subscriber by name, its id kept', 'subscriberId', 'sub-1', { kind: 'record', name: 'Awa Diallo', id: 'sub-1' }],
    ['a person who proposed, by name', 'proposedBy', 'user-9', { kind: 'record', name: 'Root Administrator', id: 'user-9' }],
    ['an id whose record is gone, as stored', 'subscriberId', 'sub-2', { kind: 'text', text: 'sub-2' }],
    ['an id in a field that names no record, as stored', 'note', 'sub-1', { kind: 'text', text: 'sub-1' }],
    ['an amount whose digits the currency cannot hold, as stored', 'amount', '10.50', { kind: 'text', text: '10.50' }],
    ['a rate, which is no amount', 'exchangeRate', '655.957', { kind: 'text', text: '655.957' }],
    ['nothing, as a dash', 'amount', null, { kind: 'text', text: '—' }],
    ['a flag', 'paid', true, { kind: 'text', text: 'Yes' }],
  ] as const)('shows %s', (_case, field, value, shown) => {
    expect(auditValueShown(row, field, value, words)).toEqual(shown);
  });

  it('leaves an amount as stored when the row has no currency', () => {
    expect(auditValueShown({ currency: null, names: {} }, 'amount', '100', words)).toEqual({ kind: 'text', text: '100' });
  });
});
