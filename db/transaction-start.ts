import { AsyncLocalStorage } from 'node:async_hooks';

/** Statements run first in a transaction (its handle given), before the work the transaction was opened for. */
export type TransactionStart<Tx> = (tx: Tx) => Promise<void>;

type Scope = { start: TransactionStart<unknown>; open: boolean };
/** What db/client.ts hands over: drizzle's database, of which only `transaction` is looked at (no import of client.ts, which imports this). */
type Transactional = { transaction: (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown> };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` so that every transaction it opens on the database (a savepoint inside one is not a
 * transaction of its own) runs `start` first: a money write's `Idempotency-Key` is claimed in the
 * write's own transaction, so that both commit or neither (docs/operations.md §10).
 * Once `work` has settled, transactions opened by what it left running (a job it woke) run as any.
 */
export async function withTransactionStart<Tx, T>(start: TransactionStart<Tx>, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { start: start as TransactionStart<unknown>, open: true };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/** The database whose `transaction` runs the start of the caller's withTransactionStart, if any; everything else is the database's own. */
export function withTransactionStarts<D extends object>(db: D): D {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
      const database = target as unknown as Transactional;
      const transaction: Transactional['transaction'] = (work, config) => {
        const scope = scopes.getStore();
        if (!scope?.open) return database.transaction(work, config);
        return database.transaction(async (tx) => {
          await scope.start(tx);
          return work(tx);
        }, config);
      };
      return transaction;
    },
  });
}
