import type { IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors/domain-error';

/**
 * The closing balances of a fixed, sorted set of days, kept up to date as completed entries join:
 * an entry moves the balance of its own day and of every later one, and the lowest balance from a
 * day on is read without walking the ledger again. With every entry's day in the set, `lowestFrom`
 * answers what {@link lowestBalanceFrom} answers (a day between two entry days closes at the
 * balance of the entry day before it). A segment tree: both operations take log(days) steps.
 */
export class DayBalances {
  private readonly index = new Map<IsoDate, number>();
  private readonly lowest: bigint[];
  private readonly pending: bigint[];
  private readonly size: number;

  constructor(days: readonly IsoDate[], openingMinor: bigint) {
    const sorted = [...new Set(days)].sort();
    sorted.forEach((day, position) => this.index.set(day, position));
    this.size = Math.max(1, sorted.length);
    this.lowest = new Array<bigint>(4 * this.size).fill(openingMinor);
    this.pending = new Array<bigint>(4 * this.size).fill(0n);
  }

  private positionOf(day: IsoDate): number {
    const position = this.index.get(day);
    if (position === undefined) throw new DomainError('INVALID_INPUT', { field: 'date', date: day });
    return position;
  }

  /** A completed entry of `day` moving the balance by `deltaMinor` from that day on. */
  add(day: IsoDate, deltaMinor: bigint): void {
    this.addRange(1, 0, this.size - 1, this.positionOf(day), deltaMinor);
  }

  /** The lowest closing balance from the end of `day` onwards. */
  lowestFrom(day: IsoDate): bigint {
    return this.lowestOf(1, 0, this.size - 1, this.positionOf(day));
  }

  private addRange(node: number, low: number, high: number, from: number, deltaMinor: bigint): void {
    if (high < from) return;
    if (low >= from) {
      this.lowest[node]! += deltaMinor;
      this.pending[node]! += deltaMinor;
      return;
    }
    const middle = (low + high) >> 1;
    this.addRange(2 * node, low, middle, from, deltaMinor);
    this.addRange(2 * node + 1, middle + 1, high, from, deltaMinor);
    const left = this.lowest[2 * node]!;
    const right = this.lowest[2 * node + 1]!;
    this.lowest[node] = (left < right ? left : right) + this.pending[node]!;
  }

  private lowestOf(node: number, low: number, high: number, from: number): bigint {
    if (low >= from) return this.lowest[node]!;
    const middle = (low + high) >> 1;
    const right = this.lowestOf(2 * node + 1, middle + 1, high, from);
    if (middle < from) return right + this.pending[node]!;
    const left = this.lowestOf(2 * node, low, middle, from);
    return (left < right ? left : right) + this.pending[node]!;
  }
}
