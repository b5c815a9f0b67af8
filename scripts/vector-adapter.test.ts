import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runVector } from './vector-adapter';
import type { Vector } from './vector-adapter';
import { checkVector } from './vector-check';
import { readVectorDirectory } from './vector-files';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const sharedCases = fileURLToPath(new URL('../vectors/cases', import.meta.url));

describe('shared vectors', () => {
  const files = readVectorDirectory(sharedCases);

  it('finds the shared vectors', () => {
    expect(files.length).toBeGreaterThanOrEqual(68);
  });

  it.each(files.map(({ file, vector }) => [file, vector] as const))('%s', (_file, vector) => {
    expect(checkVector(vector)).toEqual([]);
  });
});

const usdInvestor = (id: string) => ({ id, status: 'active', subscriptionDate: '2026-01-01', subscriptionAmount: '100', transactions: [] });

// Our own vectors, worked out by hand from vectors/README.md, for the corners the shared ones miss.
const ownVectors: [string, Vector][] = [
  [
    'decimal weights keep their proportions',
    {
      kind: 'allocate',
      input: {
        currency: 'USD',
        total: '0.05',
        weights: [
          { id: 'a', weight: '1.5' },
          { id: 'b', weight: '0.5' },
        ],
      },
      expected: {
        parts: [
          { id: 'a', amount: '0.04' },
          { id: 'b', amount: '0.01' },
        ],
      },
    },
  ],
  [
    'XAF halves round up at every step',
    {
      kind: 'operation-shares',
      input: {
        currency: 'XAF',
        amount: '1001',
        exchangeRate: '3',
        serviceRate: '50',
        investor: { kind: 'percent-of-revenue', value: '50' },
        mediator: { kind: 'fixed', value: '0' },
        special: { kind: 'percent-of-remainder', value: '100' },
      },
      expected: { equivalentUsd: '333.67', revenue: '501', investorShare: '251', mediatorShare: '0', specialShare: '250', companyShare: '0' },
    },
  ],
  [
    'half a cent of a product rounds up',
    {
      kind: 'sale-profit',
      input: { currency: 'USD', quantity: '0.5', purchasePrice: '0.01', additionalCost: '0', customsFees: '0', salePrice: '0.03' },
      expected: { totalCost: '0.01', totalSale: '0.02', profit: '0.01' },
    },
  ],
  [
    'ids tie-break and sort by code point',
    {
      kind: 'investor-distribution',
      input: {
        year: 2026,
        month: 4,
        currency: 'XAF',
        method: 'month-end',
        baseTotal: '1',
        investorPercentage: '100',
        loss: '0',
        specialRatio: '50',
        investors: [usdInvestor('é'), usdInvestor('z')],
      },
      expected: {
        distributable: '1',
        special: '1',
        totalBalance: '200.00',
        totalDailyCapital: '200.00',
        activeInvestors: 2,
        rows: [
          { id: 'z', balance: '100.00', daysActive: 30, dailyCapital: '100.00', capitalPercentage: '50.00', share: '1' },
          { id: 'é', balance: '100.00', daysActive: 30, dailyCapital: '100.00', capitalPercentage: '50.00', share: '0' },
        ],
      },
    },
  ],
  [
    'month 13',
    {
      kind: 'investor-distribution',
      input: {
        year: 2026,
        month: 13,
        currency: 'USD',
        method: 'month-end',
        baseTotal: '1',
        investorPercentage: '100',
        loss: '0',
        specialRatio: '5',
        investors: [usdInvestor('a')],
      },
      expected: { error: 'INVALID_MONTH' },
    },
  ],
  [
    'an unknown currency',
    { kind: 'allocate', input: { currency: 'XOF', total: '1', weights: [{ id: 'a', weight: '1' }] }, expected: { error: 'UNKNOWN_CURRENCY' } },
  ],
  [
    'an exponent',
    {
      kind: 'sale-profit',
      input: { currency: 'USD', quantity: '1', purchasePrice: '1e2', additionalCost: '0', customsFees: '0', salePrice: '1' },
      expected: { error: 'INVALID_AMOUNT' },
    },
  ],
  [
    'francs with decimals',
    { kind: 'sub-split', input: { currency: 'XAF', profit: '10.5', subscriptionAmount: '100', allocations: [] }, expected: { error: 'TOO_MANY_DECIMALS' } },
  ],
  [
    'a percentage above 100',
    {
      kind: 'mediator-commission',
      input: { currency: 'EUR', links: [{ mediatorId: 'm', investorId: 'a', percentage: '100.5', status: 'active' }], profits: [] },
      expected: { error: 'PERCENTAGE_OUT_OF_RANGE' },
    },
  ],
  [
    'a zero exchange rate',
    {
      kind: 'operation-shares',
      input: {
        currency: 'EUR',
        amount: '1.00',
        exchangeRate: '0',
        serviceRate: '1',
        investor: { kind: 'fixed', value: '0' },
        mediator: { kind: 'fixed', value: '0' },
        special: { kind: 'fixed', value: '0' },
      },
      expected: { error: 'INVALID_RATE' },
    },
  ],
  ['a missing field', { kind: 'allocate', input: { currency: 'USD', weights: [] }, expected: { error: 'INVALID_INPUT' } }],
];

describe('own vectors', () => {
  it.each(ownVectors)('%s', (_title, vector) => {
    expect(runVector(vector)).toEqual(vector.expected);
  });
});

describe('npm run vectors', () => {
  const run = (directory: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/vectors.ts', directory], { cwd: repoRoot, encoding: 'utf8' });

  it('ends with the count line and exits 0 on the shared vectors', () => {
    const result = run(sharedCases);
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(result.status).toBe(0);
  });

  it('names a failing vector and its difference, then counts it', () => {
    const directory = mkdtempSync(join(tmpdir(), 'vectors-'));
    const vector = {
      kind: 'allocate',
      input: { currency: 'USD', total: '1.00', weights: [{ id: 'a', weight: '1' }] },
      expected: { parts: [{ id: 'a', amount: '0.99' }] },
    };
    writeFileSync(join(directory, 'wrong.json'), JSON.stringify(vector));
    const result = run(directory);
    expect(result.stdout).toContain('wrong.json: parts[0].amount: expected "0.99", got "1.00"');
    expect(result.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
    expect(result.status).not.toBe(0);
  });

  it('exits non-zero on a missing directory', () => {
    expect(run(`${sharedCases}-missing`).status).not.toBe(0);
  });
});
