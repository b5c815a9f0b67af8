import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seedSubscriber } from './distribution-seed';

/** The month the crash test distributes: in the past on any clock, after every subscription date. */
export const CRASH_MONTH = { year: '2024', month: '3', currency: 'USD' } as const;
/** Capital entries are dated here (after the capital subscribers' subscription, never in the future). */
export const CAPITAL_ENTRY_DATE = '2024-06-01';

/** A few EUR subscribers that receive the capital entries (another currency than the distributed month). */
export async function seedCapitalSubscribers(db: Db, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await seedSubscriber(db, { currency: 'EUR', subscriptionDate: '2024-01-01', subscriptionAmount: '1000.00' })).id);
  }
  return ids;
}

/**
 * A month of `investors` USD investors (five completed ledger credits each, their balance cache
 * matching) and as many completed operations, with a special-services beneficiary: large enough
 * that distributing it takes a noticeable time. Written server-side from generate_series.
 */
export async function seedLargeMonth(db: Db, investors: number): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  await db.transaction(async (tx) => {
    const exec = (text: string) => tx.execute(sql.raw(text));
    await exec(`insert into individuals (id, name, phone, email, type, nni, nationality)
      select 'ci' || g, 'Crash Investor ' || g, '+236' || g, 'ci' || g || '@crash.example', 'investor', 'cn' || g, 'TD' from generate_series(0, ${investors + 1}) g`);
    await exec(`insert into subscribers (id, individual_id, currency, subscription_date, subscription_amount, balance, status)
      select 'cs' || lpad(g::text, 6, '0'), 'ci' || g, 'USD', date '2023-01-01' + (g % 400), 1000 + (g % 5000), 0, 'active' from generate_series(1, ${investors}) g`);
    await exec(`insert into balance_transactions (subscriber_id, transaction_date, type, credit_type, amount, status)
      select 'cs' || lpad((1 + g % ${investors})::text, 6, '0'), date '2024-02-01' + (g % 28), 'credit', 'new-amount', (g % 97) + 0.25, 'completed'
      from generate_series(0, ${investors * 5 - 1}) g`);
    await exec(`update subscribers s set balance = s.subscription_amount + l.total
      from (select subscriber_id, sum(amount) as total from balance_transactions group by subscriber_id) l where l.subscriber_id = s.id and s.id like 'cs%'`);
    await exec(`insert into operations (id, number, source_country, destination_country, amount, currency, exchange_rate, service_rate, equivalent_usd, revenue,
        investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind, special_rule_value,
        investor_share, mediator_share, special_share, company_share, operation_date, client_id, mediator_id, status)
      select 'co' || g, 'CR-' || g, 'chad', 'uae', 1000, 'USD', 1, 2, 1000, 20, 'percent-of-revenue', 50, 'normal', 'fixed', 0, 'percent-of-remainder', 5,
        10 + (g % 13) + 0.01 * (g % 7), 0, 0, 0, date '2024-03-01' + (g % 31), 'ci0', 'ci${investors + 1}', 'completed'
      from generate_series(1, ${investors}) g`);
    await exec(`insert into company_settings (id, special_service_ratio, special_beneficiary_id, weighting_method) values (1, 5, 'ci0', 'month-end')
      on conflict (id) do update set special_service_ratio = 5, special_beneficiary_id = 'ci0', weighting_method = 'month-end'`);
  });
  await run('analyze');
}
