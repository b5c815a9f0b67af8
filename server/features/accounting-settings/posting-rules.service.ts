import type { TPostingRuleBody, TPostingRuleList, TPostingRuleRow } from '../../../contract/accounting-settings';
import type { Db } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import { listPostingRules, lockAccount, lockPostingRule, setPostingRuleAccount } from '../../../db/queries/chart-of-accounts';
import { accountFitsLeg, legPartyKind, POSTING_LEGS, type PostingEvent } from '../../../domain';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';

/** The posting rules (docs/accounting.md §3), in the order of the events and legs of that table. */
export async function listPostingRuleRows(db: Db): Promise<TPostingRuleList> {
  const stored = new Map((await listPostingRules(db)).map((rule) => [`${rule.event}.${rule.leg}`, rule.accountCode]));
  const items = (Object.keys(POSTING_LEGS) as PostingEvent[]).flatMap((event) =>
    Object.entries(POSTING_LEGS[event])
      .filter(([leg]) => stored.has(`${event}.${leg}`))
      .map(([leg, side]): TPostingRuleRow => ({ event, leg, side, accountCode: stored.get(`${event}.${leg}`)!, partyKind: legPartyKind(event, leg) })),
  );
  return { items };
}

/**
 * Points an event's leg at another account: an active one (ACCOUNT_INACTIVE, naming the account)
 * carrying the sub-ledger of the leg's party, or none when the leg names no party (VALIDATION_FAILED).
 * The account is locked so that it cannot be deactivated meanwhile (see lockAccount).
 */
export function updatePostingRule(db: Db, body: TPostingRuleBody, context: AuditContext): Promise<TPostingRuleRow> {
  const event = body.event;
  return db.transaction(async (tx) => {
    const rule = await lockPostingRule(tx, body);
    if (!rule) throw new AppError('NOT_FOUND');
    const account = await lockAccount(tx, body.accountCode);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND', { account: body.accountCode });
    if (!account.active) throw new AppError('ACCOUNT_INACTIVE', { account: account.code });
    if (!accountFitsLeg(event, body.leg, account.partyKind)) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'accountCode', issue: 'invalid_value' }] });
    }
    if (rule.accountCode !== account.code) {
      await setPostingRuleAccount(tx, body, account.code);
      await appendAudit(tx, {
        ...context,
        action: 'posting-rule.update',
        entity: 'posting_rule',
        entityId: `${event}.${body.leg}`,
        before: { accountCode: rule.accountCode },
        after: { accountCode: account.code },
      });
    }
    return { event, leg: body.leg, side: rule.side, accountCode: account.code, partyKind: legPartyKind(event, body.leg) };
  });
}
