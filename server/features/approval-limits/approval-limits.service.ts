import { CURRENCY_CODES } from '../../../contract/money';
import { LIMIT_ACTIONS, type TApprovalLimits, type TUpdateApprovalLimitsBody } from '../../../contract/approval-limits';
import { parseCurrency, toDecimalString } from '../../../domain';
import type { Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { listApprovalLimits, upsertApprovalLimit } from '../../../db/queries/approval-limits';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { amountInput } from '../money-input';
import { withField } from '../../../contract/decimal-input';

/** Minor units fit a bigint column with room to spare: 10^17 minor units is far above any real limit. */
const MAX_LIMIT_MINOR = 10n ** 17n;

function limitMinor(text: string, currency: string, field: string): bigint {
  const amountMinor = amountInput({ text, currency: parseCurrency(currency), field, positive: false });
  if (amountMinor >= MAX_LIMIT_MINOR) throw new AppError('VALIDATION_FAILED', { fields: [{ path: field, issue: 'too_large' }] });
  return amountMinor;
}

async function readLimits(db: Tx): Promise<TApprovalLimits> {
  const set = new Map((await listApprovalLimits(db)).map((row) => [`${row.action}|${row.currency}`, row.amountMinor]));
  const limits = LIMIT_ACTIONS.flatMap((action) =>
    CURRENCY_CODES.map((currency) => {
      const amountMinor = set.get(`${action}|${currency}`) ?? null;
      return { action, currency, amount: amountMinor === null ? null : toDecimalString({ amountMinor, currency: parseCurrency(currency) }) };
    }),
  );
  return { limits };
}

/** docs/operations.md §23: every action × currency with its limit, null where none is set. */
export function getApprovalLimits(deps: Deps): Promise<TApprovalLimits> {
  return readLimits(deps.database.db);
}

/**
 * Sets the limits sent (null removes one), in one transaction with one audit entry that names each
 * change before and after. An amount is read in its currency's minor units (too many decimals refused).
 */
export function saveApprovalLimits(deps: Deps, body: TUpdateApprovalLimitsBody, context: AuditContext): Promise<TApprovalLimits> {
  return deps.database.db.transaction(async (tx) => {
    const before = await readLimits(tx);
    const parsed = body.limits.map((limit, index) => ({
      ...limit,
      amountMinor:
        limit.amount === null ? null : withField(`limits.${index}.amount`, () => limitMinor(limit.amount ?? '', limit.currency, `limits.${index}.amount`)),
    }));
    for (const limit of parsed)
      await upsertApprovalLimit(tx, { action: limit.action, currency: limit.currency, amountMinor: limit.amountMinor, updatedBy: context.actorId });
    const after = await readLimits(tx);
    const key = (limit: { action: string; currency: string }) => `${limit.action}|${limit.currency}`;
    const old = new Map(before.limits.map((limit) => [key(limit), limit.amount]));
    const changed = after.limits.filter((limit) => old.get(key(limit)) !== limit.amount);
    if (changed.length > 0) {
      await insertAudit(tx, {
        ...context,
        action: 'approval-limits.update',
        entity: 'approval-limits',
        entityId: null,
        // The limits changed, each with its action, currency and amount (null: none), as a list.
        before: { limits: changed.map((limit) => ({ action: limit.action, currency: limit.currency, amount: old.get(key(limit)) ?? null })) },
        after: { limits: changed.map((limit) => ({ action: limit.action, currency: limit.currency, amount: limit.amount })) },
      });
    }
    return after;
  });
}
