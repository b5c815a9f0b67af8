import type { TAccountBody, TAccountList, TAccountRow } from '../../../contract/accounting-settings';
import type { Db, Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import {
  accountCodeTaken,
  deleteAccount as deleteAccountRow,
  findAccount,
  insertAccount,
  listAccounts,
  lockAccount,
  updateAccount as updateAccountRow,
  type AccountFields,
  type AccountRecord,
} from '../../../db/queries/chart-of-accounts';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';

/** The chart of accounts (docs/accounting.md §2): added, renamed, deactivated; an account with lines is never deleted. */

const toRow = (record: AccountRecord): TAccountRow => ({ ...record, rules: record.rules.map(({ event, leg }) => ({ event, leg })) });

const fieldsOf = (account: AccountFields): AccountFields => ({
  code: account.code,
  nameEn: account.nameEn,
  nameFr: account.nameFr,
  nameAr: account.nameAr,
  type: account.type,
  partyKind: account.partyKind,
  active: account.active,
});

function auditAccount(tx: Tx, context: AuditContext, verb: 'create' | 'update' | 'delete', before: AccountFields | null, after: AccountFields | null) {
  return appendAudit(tx, {
    ...context,
    action: `account.${verb}`,
    entity: 'gl_account',
    entityId: (after ?? before)!.code,
    before: before && fieldsOf(before),
    after: after && fieldsOf(after),
  });
}

export async function listAccountRows(db: Db): Promise<TAccountList> {
  return { items: (await listAccounts(db)).map(toRow) };
}

async function reread(tx: Tx, code: string): Promise<TAccountRow> {
  const record = await findAccount(tx, code);
  if (!record) throw new Error(`account ${code} vanished`);
  return toRow(record);
}

async function locked(tx: Tx, code: string): Promise<AccountRecord> {
  const account = await lockAccount(tx, code);
  if (!account) throw new AppError('ACCOUNT_NOT_FOUND', { account: code });
  return account;
}

/** The first posting rule naming the account, as ACCOUNT_IN_USE names it. */
const firstRule = (account: AccountRecord) => {
  const [rule] = account.rules;
  return rule ? { account: account.code, event: rule.event, leg: rule.leg } : null;
};

export function createAccount(db: Db, body: TAccountBody, context: AuditContext): Promise<TAccountRow> {
  return db.transaction(async (tx) => {
    if (!(await insertAccount(tx, body))) throw new AppError('ACCOUNT_CODE_EXISTS', { account: body.code });
    await auditAccount(tx, context, 'create', null, body);
    return reread(tx, body.code);
  });
}

/**
 * Renaming and (de)activating are always allowed, except deactivating an account a posting rule still
 * names. Once the account has lines its code, type and party kind are fixed; its code is also fixed
 * while a rule names it, and its party kind, since the rule's leg needs that kind (docs/accounting.md §3).
 */
function refusal(account: AccountRecord, body: TAccountBody): AppError | null {
  const rule = firstRule(account);
  const changed = (['code', 'type', 'partyKind'] as const).find((field) => account[field] !== body[field]);
  if (changed && account.inUse) return new AppError('ACCOUNT_IN_USE', { account: account.code, field: changed });
  if (rule && (changed === 'code' || account.partyKind !== body.partyKind)) return new AppError('ACCOUNT_IN_USE', rule);
  if (rule && account.active && !body.active) return new AppError('ACCOUNT_IN_USE', rule);
  return null;
}

export function updateAccount(db: Db, code: string, body: TAccountBody, context: AuditContext): Promise<TAccountRow> {
  return db.transaction(async (tx) => {
    const account = await locked(tx, code);
    const refused = refusal(account, body);
    if (refused) throw refused;
    if (body.code !== code && (await accountCodeTaken(tx, body.code))) throw new AppError('ACCOUNT_CODE_EXISTS', { account: body.code });
    await updateAccountRow(tx, code, body);
    await auditAccount(tx, context, 'update', account, body);
    return reread(tx, body.code);
  });
}

/** Only an account with no lines and no rule can go (docs/accounting.md §2). */
export function deleteAccount(db: Db, code: string, context: AuditContext): Promise<{ code: string }> {
  return db.transaction(async (tx) => {
    const account = await locked(tx, code);
    if (account.inUse) throw new AppError('ACCOUNT_IN_USE', { account: code });
    const rule = firstRule(account);
    if (rule) throw new AppError('ACCOUNT_IN_USE', rule);
    await deleteAccountRow(tx, code);
    await auditAccount(tx, context, 'delete', account, null);
    return { code };
  });
}
