import { z } from 'zod';
import { ACCOUNT_TYPES, isLegOf, PARTY_KINDS, POSTING_LEGS, type PostingEvent } from '../domain';
import { zName } from './fields';

/**
 * The chart of accounts and the posting rules as holders of `accounting-settings` edit them
 * (docs/accounting.md §2, §3). The web form and the server check the same schemas.
 */

/** An account's code: digits only (1000, 2210…), at most 10. */
export const ACCOUNT_CODE_PATTERN = /^\d{1,10}$/;
export const zAccountCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') })
  .trim()
  .min(1, { message: 'required' })
  .regex(ACCOUNT_CODE_PATTERN, { message: 'invalid_value' })
  .meta({ description: 'Digits only, at most 10', example: '1000' });

export const zAccountType = z.enum(ACCOUNT_TYPES);
export const zPartyKind = z.enum(PARTY_KINDS);

/** An account as created or changed: once it has journal lines its code, type and party kind stay (ACCOUNT_IN_USE). */
export const ZAccountBody = z.strictObject({
  code: zAccountCode,
  nameEn: zName,
  nameFr: zName,
  nameAr: zName,
  type: zAccountType,
  /** The sub-ledger the account carries: each of its lines names one party of this kind; null for none. */
  partyKind: zPartyKind.nullable(),
  active: z.boolean(),
});
export type TAccountBody = z.infer<typeof ZAccountBody>;

export const ZAccountParams = z.strictObject({ code: zAccountCode });

/** A posting rule's address: its event and leg. */
export const ZPostingRuleKey = z.object({ event: z.string(), leg: z.string() });

export const ZAccountRow = z.object({
  ...ZAccountBody.shape,
  code: z.string(),
  /** Has journal lines: never deleted, its code, type and party kind fixed. */
  inUse: z.boolean(),
  /** The posting rules that name it: it cannot be deactivated while there is one. */
  rules: z.array(ZPostingRuleKey),
});
export type TAccountRow = z.infer<typeof ZAccountRow>;

export const ZAccountList = z.object({ items: z.array(ZAccountRow) });
export type TAccountList = z.infer<typeof ZAccountList>;

export const POSTING_EVENTS = Object.keys(POSTING_LEGS) as [PostingEvent, ...PostingEvent[]];
export const POSTING_SIDES = ['debit', 'credit'] as const;

export const ZPostingRuleRow = z.object({
  event: z.enum(POSTING_EVENTS),
  leg: z.string(),
  side: z.enum(POSTING_SIDES),
  accountCode: z.string(),
  /** The party the leg's lines carry: its account must carry the same kind, or none. */
  partyKind: zPartyKind.nullable(),
});
export type TPostingRuleRow = z.infer<typeof ZPostingRuleRow>;

export const ZPostingRuleList = z.object({ items: z.array(ZPostingRuleRow) });
export type TPostingRuleList = z.infer<typeof ZPostingRuleList>;

/** Which account an event's leg posts to; the side and amount are the event's and never change. */
export const ZPostingRuleBody = z
  .strictObject({
    event: z.enum(POSTING_EVENTS),
    leg: z.string().min(1, { message: 'required' }).max(40, { message: 'max_length' }),
    accountCode: zAccountCode,
  })
  .superRefine((body, context) => {
    if (!isLegOf(body.event, body.leg)) context.addIssue({ code: 'custom', message: 'invalid_value', path: ['leg'], input: body.leg });
  });
export type TPostingRuleBody = z.infer<typeof ZPostingRuleBody>;
