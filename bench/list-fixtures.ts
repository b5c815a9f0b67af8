import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Bench data only: `rows` rows in each of the nine lists (individuals, subscribers, users,
 * operations, sales, capital ledger, audit log, jobs, imports), generated in the database itself,
 * far faster than inserts one by one. Values are spread so that each filter keeps a realistic share
 * of rows, and one value of each status filter keeps none (a filter matching nothing must not scan).
 */
export async function seedLists(database: Database, rows: number): Promise<void> {
  const { db } = database;
  // Names drawn from a few given and family names, so that a search matches a realistic share of rows.
  await db.execute(sql`
    insert into individuals (id, name, phone, email, type, nni, nationality, is_active, created_at)
    select 'bench-' || n,
           (array['Mahamat','Fatimé','Abakar','Achta','Jean','Aïssatou','Omar','Sara','Rashid','Mariam'])[1 + n % 10] || ' ' ||
           (array['Oumar','Hassan','Djibrine','Mbarga','Bello','Osman','Al Nuaimi','Idriss','Nkodo','Saleh'])[1 + (n / 10) % 10] || ' ' || n,
           '+235 ' || lpad(n::text, 8, '0'), 'bench' || n || '@people.example',
           (array['user','user','user','mediator'])[1 + n % 4], 'TD-' || n,
           (array['Chad','Sudan','Cameroon','Niger'])[1 + n % 4], n % 50 <> 0,
           timestamptz '2024-01-01' + n * interval '7 minutes'
    from generate_series(1, ${rows}) as n`);
  // Every subscriber active: the status filter `inactive` matches none.
  await db.execute(sql`
    insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance)
    select 'bench-sub-' || n, 'bench-' || n, 'XAF', date '2024-01-01' + (n % 700), (n % 1000) * 1000, (n % 997) * 1000
    from generate_series(1, ${rows}) as n`);
  // Users: mostly active; a few pending, disabled and inactive; none of type 'trader'.
  await db.execute(sql`
    insert into users (id, name, email, phone, type, is_active, can_login, approved_at, last_login, created_at)
    select 'bench-user-' || n,
           (array['Mahamat','Fatimé','Abakar','Achta','Jean'])[1 + n % 5] || ' ' || (array['Oumar','Hassan','Djibrine','Mbarga','Bello'])[1 + (n / 5) % 5] || ' ' || n,
           'user' || n || '@staff.example', '+235 7' || lpad(n::text, 7, '0'),
           (array['client','client','client','user','manager'])[1 + n % 5],
           n % 97 <> 0, n % 31 <> 0,
           case when n % 31 = 0 and n % 2 = 0 then null else timestamptz '2024-01-01' end,
           case when n % 3 = 0 then null else timestamptz '2025-01-01' + n * interval '1 minute' end,
           timestamptz '2024-01-01' + n * interval '5 minutes'
    from generate_series(1, ${rows}) as n`);
  await db.execute(sql`
    insert into operations (id, seq, number, source_country, destination_country, amount, currency, exchange_rate, service_rate,
        equivalent_usd, revenue, investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind,
        special_rule_value, investor_share, mediator_share, special_share, company_share, operation_date, client_id, mediator_id, status)
    select 'bench-op-' || i, i, 'OP-' || lpad(i::text, 7, '0'), (array['chad','uae','nigeria','china'])[1 + i % 4], (array['uae','chad','benin'])[1 + i % 3],
           1000 * (1 + i % 5000), (array['XAF','USD','EUR'])[1 + i % 3], 605.5, 3,
           1.65 * (1 + i % 5000), 30 * (1 + i % 5000), 'percent-of-revenue', 50, 'normal', 'fixed', 2000, 'percent-of-remainder', 5, 15000, 2000, 650,
           12 * (1 + i % 7919), date '2021-01-01' + (i % 1825), 'bench-' || (1 + i % ${rows}), 'bench-' || (1 + (i * 7) % ${rows}),
           (array['completed','completed','completed','pending','cancelled'])[1 + i % 5]
    from generate_series(1, ${rows}) as i`);
  // Sales: none cancelled (the status filter `cancelled` matches none); one in four names no customer.
  await db.execute(sql`
    insert into product_sales (id, seq, sale_number, customer_id, currency, product_name, quantity, purchase_price, additional_cost, customs_fees,
        sale_price, total_cost, total_sale, profit, sale_date, status)
    select 'bench-sale-' || i, i, 'PS-' || lpad(i::text, 7, '0'), case when i % 4 = 0 then null else 'bench-' || (1 + (i * 13) % ${rows}) end,
           (array['XAF','USD'])[1 + i % 2], (array['Gold bar','Gold coin','Gold dust','Gold ring'])[1 + i % 4] || ' ' || (i % 500),
           1 + i % 40, 1000 * (1 + i % 300), 50, 20, 1100 * (1 + i % 300), 1070 * (1 + i % 311), 1100 * (1 + i % 307), 30 * (1 + i % 293),
           date '2021-01-01' + (i % 1825), (array['sold','sold','pending'])[1 + i % 3]
    from generate_series(1, ${rows}) as i`);
  // The capital ledger: no cancelled rows (the status filter `cancelled` matches none).
  await db.execute(sql`
    insert into balance_transactions (subscriber_id, transaction_date, type, credit_type, amount, status, created_at)
    select 'bench-sub-' || (1 + (i * 17) % ${rows}), date '2021-01-01' + (i % 1825), (array['credit','credit','debit'])[1 + i % 3],
           case when i % 3 = 2 then null else 'new-amount' end, 100 * (1 + i % 9973), (array['completed','completed','completed','pending'])[1 + i % 4],
           timestamptz '2021-01-01' + i * interval '20 minutes'
    from generate_series(1, ${rows}) as i`);
  // The audit log's chain is not what is measured: each row's hashes are only unique.
  await db.execute(sql`
    insert into audit_log (at, actor_id, action, entity, entity_id, before, after, request_id, prev_hash, hash)
    select timestamptz '2024-01-01' + i * interval '3 minutes', 'bench-user-' || (1 + i % 200),
           (array['operation.create','operation.update','subscriber.create','ledger.complete','user.permissions'])[1 + i % 5],
           (array['operation','operation','subscriber','balance_transaction','user'])[1 + i % 5], 'entity-' || i,
           null, jsonb_build_object('n', i), 'req-' || i, case when i = 1 then null else md5((i - 1)::text) end, md5(i::text)
    from generate_series(1, ${rows}) as i`);
  // Jobs: none queued (the status filter `queued` matches none); owned by the first 200 users.
  await db.execute(sql`
    insert into jobs (id, kind, owner_id, permission, params, status, rows_done, created_at, finished_at)
    select 'bench-job-' || i, 'report-export', 'bench-user-' || (1 + i % 200), 'reports', '{}'::jsonb,
           (array['done','done','done','failed'])[1 + i % 4], 10, timestamptz '2024-01-01' + i * interval '3 minutes',
           timestamptz '2024-01-01' + i * interval '3 minutes' + interval '5 seconds'
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`
    insert into imports (kind, file_sha256, file_name, row_count, imported_count, existing_count, actor_id, created_at)
    select 'individuals', md5(i::text), 'individuals-' || i || '.csv', 100, 90, 10, 'bench-user-' || (1 + i % 200),
           timestamptz '2024-01-01' + i * interval '3 minutes'
    from generate_series(1, ${rows}) as i`);
  // What autovacuum gives a live PostgreSQL, and the server's upkeep a live PGlite (docs/architecture.md
  // §6): statistics, which the pages are planned on, and the visibility map.
  await db.execute(sql`vacuum analyze`);
}
