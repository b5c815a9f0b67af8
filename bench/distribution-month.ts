import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seedBooks } from '../db/queries/books';

// The month the distribution benches distribute (distribution-db.bench.ts, books.bench.ts): 100,000
// investors, 2,000,000 ledger rows and 140,000 operations of March 2026, in USD.
export const INVESTORS = 100_000;
export const LEDGER_ROWS_PER_INVESTOR = 20;
export const OPERATIONS = 140_000;
/** The month's investor distribution as the benches preview and distribute it: its operations' investor shares, an investor percentage of 100, no loss (docs/distribution.md §3). */
export const MONTH_BODY = {
  year: '2026',
  month: '3',
  currency: 'USD' as const,
  source: 'operations' as const,
  selection: { kind: 'all' as const },
  investorPercentage: '100',
  loss: '0',
};
const LOADED_TABLES = ['individuals', 'subscribers', 'balance_transactions', 'operations'];

export type Runner = Pick<Database['db'], 'execute'>;

export async function exec(db: Runner, text: string): Promise<Array<Record<string, unknown>>> {
  const answer = (await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> };
  return answer.rows;
}

/** Thrown to roll a transaction back once it has been timed. */
export class Rollback extends Error {}

/**
 * Server-side inserts from generate_series (the data never crosses the wire), the way a bulk load
 * is done: the tables' secondary indexes dropped and built once afterwards, and the foreign keys of
 * these generated, consistent rows not checked one by one (session_replication_role, for this
 * transaction only; it skips the triggers too, so the ledger rows' copy of their subscriber's currency is
 * written here). Then VACUUM ANALYZE, what autovacuum does to a live database (statistics, and
 * the visibility map that index-only scans read); PGlite has no autovacuum.
 */
export async function loadDistributionMonth(database: Database): Promise<void> {
  const db = database.db;
  // The chart and posting rules the run posts its journal entry to (docs/accounting.md §3), as every start loads them.
  await seedBooks(db);
  const tables = LOADED_TABLES.map((table) => `'${table}'`).join(', ');
  const indexes = (await exec(
    db,
    `select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename in (${tables})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  )) as Array<{ indexname: string; indexdef: string }>;
  await db.transaction(async (tx) => {
    await exec(tx, 'set local session_replication_role = replica');
    for (const index of indexes) await exec(tx, `drop index ${index.indexname}`);
    await exec(
      tx,
      `insert into individuals (id, name, phone, email, type, nni, nationality)
      select 'i' || g, 'Investor ' || g, '+235' || g, 'i' || g || '@bench.example', 'investor', 'n' || g, 'TD' from generate_series(0, ${INVESTORS + 1}) g`,
    );
    await exec(
      tx,
      `insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance, status)
      select 's' || lpad(g::text, 6, '0'), 'i' || g, 'USD', date '2024-01-01' + (g % 820), 1000 + (g % 5000), 0, 'active' from generate_series(1, ${INVESTORS}) g`,
    );
    await exec(
      tx,
      `insert into balance_transactions (subscriber_id, currency, transaction_date, type, amount, status)
      select 's' || lpad((1 + g % ${INVESTORS})::text, 6, '0'), 'USD', date '2024-01-01' + (g % 820), case when g % 4 = 0 then 'debit' else 'credit' end,
        (g % 97) + 0.25, case when g % 10 = 0 then 'pending' else 'completed' end
      from generate_series(0, ${INVESTORS * LEDGER_ROWS_PER_INVESTOR - 1}) g`,
    );
    // The balance cache, as the ledger feature keeps it: subscription + completed credits − completed debits.
    await exec(
      tx,
      `update subscribers s set balance = s.subscription_amount + l.net
      from (select subscriber_id, sum(case when type = 'credit' then amount else -amount end) as net from balance_transactions
            where status = 'completed' group by subscriber_id) l where l.subscriber_id = s.id`,
    );
    await exec(
      tx,
      `insert into operations (id, number, source_country, destination_country, amount, currency, exchange_rate, service_rate, equivalent_usd, revenue,
        investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind, special_rule_value,
        investor_share, mediator_share, special_share, company_share, operation_date, client_id, mediator_id, status)
      select 'o' || g, 'OP-' || g, 'chad', 'uae', 1000, 'USD', 1, 2, 1000, 20, 'percent-of-revenue', 50, 'normal', 'fixed', 0, 'percent-of-remainder', 5,
        10 + (g % 13) + 0.01 * (g % 7), 0, 0, 0, date '2026-03-01' + (g % 31), 'i0', 'i${INVESTORS + 1}', 'completed'
      from generate_series(1, ${OPERATIONS}) g`,
    );
    await exec(
      tx,
      `insert into company_settings (id, special_service_ratio, special_beneficiary_id, weighting_method) values (1, 5, 'i0', 'month-end')
      on conflict (id) do update set special_service_ratio = 5, special_beneficiary_id = 'i0', weighting_method = 'month-end'`,
    );
    for (const index of indexes) await exec(tx, index.indexdef);
  });
  await exec(db, 'vacuum analyze');
}

/** Undoes a service run as reset-month does (rows, sources, flags, run) and drops its statement mails, so that the next run starts from the same month. */
export async function undoServiceRun(database: Database, runId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await exec(tx, `delete from monthly_profits where run_id = '${runId}'`);
    await exec(tx, `update operations set is_profit_distributed = false where id in (select operation_id from distribution_sources where run_id = '${runId}')`);
    await exec(tx, `delete from distribution_runs where id = '${runId}'`);
    await exec(tx, `delete from jobs where kind = 'statement-mail'`);
  });
}
