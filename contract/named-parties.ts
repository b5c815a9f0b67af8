import { z } from 'zod';

/*
 * The parties an answer names beside their ids, so a screen shows who without asking again. Answer
 * fields only: the id is the record's own and the name as its individual has it, no rule added.
 */
/** A mediator: the individual who brought the operations and earns the commissions. */
export const zNamedMediator = { mediatorId: z.string(), mediatorName: z.string() };
/** A subscriber, by the name of its individual. */
export const zNamedSubscriber = { subscriberId: z.string(), name: z.string() };
/** An investor: the subscriber whose profit a commission is taken from. */
export const zNamedInvestor = { investorId: z.string(), investorName: z.string() };
/** A primary subscriber: the one whose subscription a sub-subscriber's allocation is carved from (docs/operations.md §9). */
export const zNamedPrimary = { primarySubscriberId: z.string(), primaryName: z.string() };
/** A sub-subscriber: the one an allocation of a primary's subscription goes to (docs/operations.md §9). */
export const zNamedSub = { subSubscriberId: z.string(), subName: z.string() };
