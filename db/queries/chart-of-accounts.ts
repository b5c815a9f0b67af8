import { sql } from 'drizzle-orm';
import type { AccountType, PartyKind } from '../../domain';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/** An account of the chart as the settings screen edits it (docs/accounting.md §2). */
export type AccountFields = {
  code: string;
  nameEn: string;
  nameFr: string;
  nameAr: string;
  type: AccountType;
  partyKind: PartyKind | null;
  active: boolean;
};

/** The account, whether it has journal lines, and the posting rules that name it. */
export type AccountRecord = AccountFields & { inUse: boolean; rules: Array<{ event: string; leg: string }> };

const accountColumns = sql`a.code, a.name_en as "nameEn", a.name_fr as "nameFr", a.name_ar as "nameAr", a.type, a.party_kind as "partyKind", a.active,
  exists (select 1 from journal_lines l where l.account_code = a.code) as "inUse",
  coalesce((select jsonb_agg(jsonb_build_object('event', r.event, 'leg', r.leg) order by r.event, r.leg)
            from posting_rules r where r.account_code = a.code), '[]'::jsonb) as rules`;

/** The whole chart, by code (a few dozen rows: no paging). */
export function listAccounts(db: Tx): Promise<AccountRecord[]> {
  return rowsOf<AccountRecord>(db, sql`select ${accountColumns} from gl_accounts a order by a.code`);
}

export async function findAccount(db: Tx, code: string): Promise<AccountRecord | null> {
  const [row] = await rowsOf<AccountRecord>(db, sql`select ${accountColumns} from gl_accounts a where a.code = ${code}`);
  return row ?? null;
}

/**
 * The account locked for a change, then read. FOR UPDATE waits for a transaction posting lines to it
 * (the lines' foreign key holds the row FOR KEY SHARE) and for one pointing a rule at it, so what is
 * read after it (its lines, its rules) stays true until this transaction ends.
 */
export async function lockAccount(tx: Tx, code: string): Promise<AccountRecord | null> {
  const locked = await rowsOf<{ code: string }>(tx, sql`select code from gl_accounts where code = ${code} for update`);
  return locked.length === 0 ? null : findAccount(tx, code);
}

/** Inserts the account, or answers false when its code is taken. */
export async function insertAccount(tx: Tx, account: AccountFields): Promise<boolean> {
  const inserted = await rowsOf<{ code: string }>(
    tx,
    sql`insert into gl_accounts (code, name_en, name_fr, name_ar, type, party_kind, active)
        values (${account.code}, ${account.nameEn}, ${account.nameFr}, ${account.nameAr}, ${account.type}, ${account.partyKind}, ${account.active})
        on conflict (code) do nothing returning code`,
  );
  return inserted.length > 0;
}

/** Changes the account `code` to the fields given (its code too, checked unused by the caller). */
export async function updateAccount(tx: Tx, code: string, account: AccountFields): Promise<void> {
  await tx.execute(sql`
    update gl_accounts set code = ${account.code}, name_en = ${account.nameEn}, name_fr = ${account.nameFr}, name_ar = ${account.nameAr},
      type = ${account.type}, party_kind = ${account.partyKind}, active = ${account.active}, updated_at = now()
    where code = ${code}`);
}

export async function accountCodeTaken(tx: Tx, code: string): Promise<boolean> {
  const rows = await rowsOf<{ code: string }>(tx, sql`select code from gl_accounts where code = ${code}`);
  return rows.length > 0;
}

export async function deleteAccount(tx: Tx, code: string): Promise<void> {
  await tx.execute(sql`delete from gl_accounts where code = ${code}`);
}

export type PostingRuleRecord = { event: string; leg: string; side: 'debit' | 'credit'; accountCode: string };

export function listPostingRules(db: Tx): Promise<PostingRuleRecord[]> {
  return rowsOf<PostingRuleRecord>(db, sql`select event, leg, side, account_code as "accountCode" from posting_rules order by event, leg`);
}

/** The rule locked for a change, or null when the database has no row for it. */
export async function lockPostingRule(tx: Tx, key: { event: string; leg: string }): Promise<PostingRuleRecord | null> {
  const [row] = await rowsOf<PostingRuleRecord>(
    tx,
    sql`select event, leg, side, account_code as "accountCode" from posting_rules where event = ${key.event} and leg = ${key.leg} for update`,
  );
  return row ?? null;
}

export async function setPostingRuleAccount(tx: Tx, key: { event: string; leg: string }, accountCode: string): Promise<void> {
  await tx.execute(sql`update posting_rules set account_code = ${accountCode}, updated_at = now() where event = ${key.event} and leg = ${key.leg}`);
}
