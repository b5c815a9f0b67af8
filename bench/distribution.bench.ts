import { distributeInvestorProfit, isoDateFromParts } from '../domain';
import type { DistributionInvestor, DistributionMethod, LedgerEntry } from '../domain';
import { seededRandom } from '../db/demo/seeded-random';

// 100,000 investors × 20 ledger rows, built from a seeded generator so every run weighs the same.
const INVESTORS = 100_000;
const ROWS_PER_INVESTOR = 20;

const next = seededRandom(20260301);
const below = (limit: number): number => Math.floor(next() * limit);
const randomDate = () => isoDateFromParts({ year: 2025 + below(2), month: 1 + below(12), day: 1 + below(28) });

const buildInvestors = (): DistributionInvestor[] => {
  const investors: DistributionInvestor[] = [];
  for (let index = 0; index < INVESTORS; index += 1) {
    const entries: LedgerEntry[] = [];
    for (let row = 0; row < ROWS_PER_INVESTOR; row += 1) {
      const roll = next();
      entries.push({
        date: randomDate(),
        type: roll < 0.7 ? 'credit' : 'debit',
        status: roll < 0.85 ? 'completed' : roll < 0.95 ? 'pending' : 'cancelled',
        amountMinor: BigInt(1 + below(5_000_000)),
      });
    }
    investors.push({
      id: `inv-${String(index).padStart(6, '0')}`,
      status: next() < 0.9 ? 'active' : 'inactive',
      subscriptionDate: randomDate(),
      subscriptionAmountMinor: BigInt(below(100_000_000)) * 100n,
      entries,
    });
  }
  return investors;
};

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const buildStart = performance.now();
const investors = buildInvestors();
console.log(`distribution: built ${INVESTORS} investors × ${ROWS_PER_INVESTOR} rows in ${(performance.now() - buildStart).toFixed(0)} ms`);

for (const method of ['month-end', 'daily-product'] as DistributionMethod[]) {
  const before = process.memoryUsage();
  const start = performance.now();
  const result = distributeInvestorProfit({
    yearMonth: { year: 2026, month: 3 },
    currency: 'USD',
    method,
    baseTotalMinor: 987_654_321_09n,
    investorPercentage: { numerator: 50n, denominator: 1n },
    lossMinor: 12_345_00n,
    specialRatio: { numerator: 5n, denominator: 1n },
    investors,
  });
  const wallMs = performance.now() - start;
  // Sampled before any collection can run, so heapUsed still holds the run's garbage: close to its peak.
  const after = process.memoryUsage();
  console.log(
    `distribution ${method.padEnd(13)} ${wallMs.toFixed(0).padStart(6)} ms  ` +
      `eligible ${result.activeInvestors}  heapUsed ${megabytes(after.heapUsed)} (+${megabytes(after.heapUsed - before.heapUsed)})  ` +
      `rss ${megabytes(Math.max(before.rss, after.rss))}`,
  );
}
