import { text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { requiredRef, timestampTz } from './columns';

/**
 * A four-eyes proposal's decision (docs/operations.md §23, docs/distribution.md §14): pending until
 * another user approves or rejects it, who proposed and who decided, when, and the reason given.
 */
export function proposalDecision() {
  return {
    status: text('status').notNull().default('pending'),
    proposedBy: requiredRef('proposed_by', () => users.id),
    proposedAt: timestampTz('proposed_at').notNull().defaultNow(),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestampTz('decided_at'),
    reason: text('reason'),
  };
}

/** A member's request's decision (a profit request, a withdrawal): pending when asked, who decided, when, and their note. */
export function requestDecision() {
  return {
    status: text('status').notNull().default('pending'),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestampTz('decided_at'),
    decisionNote: text('decision_note').notNull().default(''),
  };
}
