import { mirrorLines, postCommissionRun, postInvestorRun, type Currency, type InvestorDistribution } from '../../../domain';
import type { Tx } from '../../../db/client';
import { journalEntriesOf } from '../../../db/queries/books';
import { postEntry, type EntryLines, type PostingSource } from './posting.service';

/** Whose runs' entries are read and mirrored: a run's entries are posted under this source kind. */
export const RUN_SOURCE = 'distribution-run';

/** What an investor run's entry is made of: its figures and its profit rows as written (docs/distribution.md §3, §8). */
export type InvestorRunFigures = {
  currency: Currency;
  source: 'operations' | 'sales';
  baseTotalMinor: bigint;
  lossMinor: bigint;
  distributableMinor: bigint;
  shares: ReadonlyArray<{ subscriberId: string; amountMinor: bigint }>;
  special: { beneficiaryId: string; amountMinor: bigint } | null;
};

/**
 * An investor run's entry (docs/accounting.md §3): one line per profit row, the special row when
 * written, and for operations the parts the run leaves with the company. A posted run distributes
 * something, so its investors' part is the distributable plus the loss. The live posting and the
 * backfill (backfill-entries.ts) both post through it.
 */
export function investorRunFiguresEntry(run: InvestorRunFigures): EntryLines {
  return (accounts) =>
    postInvestorRun(accounts, {
      currency: run.currency,
      source: run.source,
      baseTotalMinor: run.baseTotalMinor,
      investorsPartMinor: run.distributableMinor + run.lossMinor,
      shares: run.shares,
      special: run.special && run.special.amountMinor > 0n ? run.special : null,
    });
}

/** An investor run's entry from the core's split as posted. */
export function investorRunEntry(params: {
  currency: Currency;
  source: 'operations' | 'sales';
  baseTotalMinor: bigint;
  lossMinor: bigint;
  distribution: InvestorDistribution;
  special: { beneficiaryId: string } | null;
}): EntryLines {
  const { distribution } = params;
  return investorRunFiguresEntry({
    currency: params.currency,
    source: params.source,
    baseTotalMinor: params.baseTotalMinor,
    lossMinor: params.lossMinor,
    distributableMinor: distribution.distributableMinor,
    shares: distribution.rows.map((row) => ({ subscriberId: row.id, amountMinor: row.shareMinor })),
    special: params.special ? { beneficiaryId: params.special.beneficiaryId, amountMinor: distribution.specialMinor } : null,
  });
}

const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The memo of an investor run's entry. */
export const investorRunMemo = (source: 'operations' | 'sales', year: number, month: number) =>
  `profit-distribution.distribute ${source} ${monthOf(year, month)}`;

/** The memo of a commission run's entry. */
export const commissionRunMemo = (year: number, month: number) => `profit-distribution.commissions ${monthOf(year, month)}`;

/** A commission run's entry: the company bears every commission (docs/accounting.md §3). */
export function commissionRunEntry(currency: Currency, commissions: ReadonlyArray<{ mediatorId: string; amountMinor: bigint }>): EntryLines {
  return (accounts) => postCommissionRun(accounts, { currency, commissions });
}

/**
 * A month reset (docs/distribution.md §10): every entry of the runs it deletes gets its mirror as a
 * new entry, dated at the month's end; the runs' own entries stay (docs/accounting.md §3).
 */
export async function postRunMirrors(tx: Tx, runIds: readonly string[], source: Omit<PostingSource, 'kind' | 'id'>): Promise<number> {
  let posted = 0;
  for (const runId of runIds) {
    for (const entry of await journalEntriesOf(tx, { kind: RUN_SOURCE, id: runId })) {
      const mirrored = await postEntry(tx, { ...source, kind: `${RUN_SOURCE}-reset`, id: runId, memo: `${source.memo} ${entry.number}` }, () =>
        mirrorLines(entry.lines),
      );
      if (mirrored) posted += 1;
    }
  }
  return posted;
}
