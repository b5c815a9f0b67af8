import { mirrorLines, postCommissionRun, postInvestorRun, type Currency, type InvestorDistribution } from '../../../domain';
import type { Tx } from '../../../db/client';
import { journalEntriesOf } from '../../../db/queries/books';
import { postEntry, type EntryLines, type PostingSource } from './posting.service';

/** Whose runs' entries are read and mirrored: a run's entries are posted under this source kind. */
export const RUN_SOURCE = 'distribution-run';

/**
 * An investor run's entry (docs/accounting.md §3) from the core's split as posted: one line per
 * profit row, the special row when written, and for operations the parts the run leaves with the
 * company. A posted run distributes something, so its investors' part is the distributable plus the loss.
 */
export function investorRunEntry(params: {
  currency: Currency;
  source: 'operations' | 'sales';
  baseTotalMinor: bigint;
  lossMinor: bigint;
  distribution: InvestorDistribution;
  special: { beneficiaryId: string } | null;
}): EntryLines {
  const { distribution } = params;
  return (accounts) =>
    postInvestorRun(accounts, {
      currency: params.currency,
      source: params.source,
      baseTotalMinor: params.baseTotalMinor,
      investorsPartMinor: distribution.distributableMinor + params.lossMinor,
      shares: distribution.rows.map((row) => ({ subscriberId: row.id, amountMinor: row.shareMinor })),
      special:
        params.special && distribution.specialMinor > 0n ? { beneficiaryId: params.special.beneficiaryId, amountMinor: distribution.specialMinor } : null,
    });
}

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
