import { DomainError } from '../errors/domain-error';
import type { Currency } from '../money/currency';
import { toDecimalString } from '../money/to-decimal-string';

/** Which side of an account a line moves (docs/accounting.md §1). */
export type JournalSide = 'debit' | 'credit';

/**
 * One line of a journal entry (docs/accounting.md §1): an account, an optional party of the
 * account's sub-ledger, its currency and an exact amount in minor units on one side.
 */
export type JournalLine = {
  account: string;
  partyId: string | null;
  currency: Currency;
  debitMinor: bigint;
  creditMinor: bigint;
};

/** A line of `amountMinor` on one side; a negative amount is the same line on the other side. */
export function journalLine(params: { account: string; partyId?: string | null; currency: Currency; side: JournalSide; amountMinor: bigint }): JournalLine {
  const { account, currency, amountMinor } = params;
  const side: JournalSide = amountMinor >= 0n ? params.side : params.side === 'debit' ? 'credit' : 'debit';
  const size = amountMinor >= 0n ? amountMinor : -amountMinor;
  return { account, partyId: params.partyId ?? null, currency, debitMinor: side === 'debit' ? size : 0n, creditMinor: side === 'credit' ? size : 0n };
}

/** Σ debits and Σ credits of each currency of the lines, in the order the currencies first appear. */
export function currencyTotals(lines: readonly JournalLine[]): Map<Currency, { debitMinor: bigint; creditMinor: bigint }> {
  const totals = new Map<Currency, { debitMinor: bigint; creditMinor: bigint }>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { debitMinor: 0n, creditMinor: 0n };
    totals.set(line.currency, { debitMinor: total.debitMinor + line.debitMinor, creditMinor: total.creditMinor + line.creditMinor });
  }
  return totals;
}

/**
 * The lines of an entry as they are written (docs/accounting.md §1): zero lines dropped, every line
 * with one side zero and none negative, and Σ debits = Σ credits in each currency on its own.
 * Anything else is refused with `ENTRY_UNBALANCED`, naming the first currency that does not balance.
 */
export function balanceEntry(lines: readonly JournalLine[]): JournalLine[] {
  for (const line of lines) {
    if (line.debitMinor < 0n || line.creditMinor < 0n || (line.debitMinor !== 0n && line.creditMinor !== 0n) || line.account === '') {
      throw new DomainError('INVALID_INPUT', { account: line.account });
    }
  }
  for (const [currency, total] of currencyTotals(lines)) {
    if (total.debitMinor !== total.creditMinor) {
      throw new DomainError('ENTRY_UNBALANCED', {
        currency,
        debit: toDecimalString({ amountMinor: total.debitMinor, currency }),
        credit: toDecimalString({ amountMinor: total.creditMinor, currency }),
      });
    }
  }
  return lines.filter((line) => line.debitMinor !== 0n || line.creditMinor !== 0n);
}

/** The compensating lines of an entry: the same accounts, parties and amounts, debit and credit swapped (docs/accounting.md §3). */
export function mirrorLines(lines: readonly JournalLine[]): JournalLine[] {
  return balanceEntry(lines.map((line) => ({ ...line, debitMinor: line.creditMinor, creditMinor: line.debitMinor })));
}
