import { randomUUID } from 'node:crypto';
import type { TListMediatorLinksQuery, TMediatorLinkBody, TMediatorLinkPage } from '../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../contract/profit-distribution';
import type { Db, Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import {
  deleteMediatorLink,
  findLinkParties,
  findMediatorLink,
  insertMediatorLink,
  LINK_SORTS,
  listMediatorLinks,
  MEDIATOR_LINK_PAIR_INDEX,
  updateMediatorLink,
} from '../../../db/queries/mediator-percentages';
import { isUniqueViolationOf } from '../../../db/queries/monthly-profits';
import { parsePercentage } from '../../../domain';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { toLinkRow } from '../profit-distribution/overview.service';

/** docs/distribution.md §9: 0 to 100 (the body's schema, and the core again), four decimals as stored; two different people. */
async function checkLink(tx: Tx, body: TMediatorLinkBody): Promise<string> {
  parsePercentage({ text: body.percentage });
  if (/\.\d{5,}$/.test(body.percentage)) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'percentage', issue: 'invalid_number' }] });
  const parties = await findLinkParties(tx, body);
  if (!parties.mediatorExists) throw new AppError('INDIVIDUAL_NOT_FOUND', { field: 'mediatorId' });
  if (parties.investorIndividualId === null) throw new AppError('SUBSCRIBER_NOT_FOUND', { field: 'investorId' });
  if (parties.investorIndividualId === body.mediatorId) throw new AppError('MEDIATOR_IS_INVESTOR');
  return body.percentage;
}

const auditRow = (row: TMediatorLinkRow | null) =>
  row && { mediatorId: row.mediatorId, investorId: row.investorId, percentage: row.percentage, status: row.status };

/** The audit row of a change to a link: the link as it was and as it is, null where there is none. */
function auditLink(
  tx: Tx,
  context: AuditContext,
  change: { verb: 'create' | 'update' | 'delete'; id: string; before: TMediatorLinkRow | null; after: TMediatorLinkRow | null },
): Promise<void> {
  const { verb, id, before, after } = change;
  return insertAudit(tx, {
    ...context,
    action: `mediator-percentage.${verb}`,
    entity: 'mediator_percentage',
    entityId: id,
    before: auditRow(before),
    after: auditRow(after),
  });
}

/** The link locked for a change, or MEDIATOR_PERCENTAGE_NOT_FOUND. */
async function lockLink(tx: Tx, id: string): Promise<TMediatorLinkRow> {
  const link = await findMediatorLink(tx, id, true);
  if (!link) throw new AppError('MEDIATOR_PERCENTAGE_NOT_FOUND');
  return toLinkRow(link);
}

async function write<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolationOf(error, [MEDIATOR_LINK_PAIR_INDEX])) throw new AppError('MEDIATOR_PERCENTAGE_DUPLICATE');
    throw error;
  }
}

/**
 * The form's create inside a caller's transaction: the bulk import runs it once per row and checks
 * the pair first (docs/import.md §3), as a unique violation would abort the whole transaction.
 */
export async function createLinkInTx(tx: Tx, body: TMediatorLinkBody, context: AuditContext): Promise<TMediatorLinkRow> {
  const percentage = await checkLink(tx, body);
  const id = randomUUID();
  await insertMediatorLink(tx, { ...body, id, percentage });
  const row = toLinkRow((await findMediatorLink(tx, id))!);
  await auditLink(tx, context, { verb: 'create', id, before: null, after: row });
  return row;
}

export function createLink(db: Db, body: TMediatorLinkBody, context: AuditContext): Promise<TMediatorLinkRow> {
  return write(db, (tx) => createLinkInTx(tx, body, context));
}

export function updateLink(db: Db, id: string, body: TMediatorLinkBody, context: AuditContext): Promise<TMediatorLinkRow> {
  return write(db, async (tx) => {
    const before = await lockLink(tx, id);
    const percentage = await checkLink(tx, body);
    await updateMediatorLink(tx, id, { ...body, percentage });
    const row = toLinkRow((await findMediatorLink(tx, id))!);
    await auditLink(tx, context, { verb: 'update', id, before, after: row });
    return row;
  });
}

export function deleteLink(db: Db, id: string, context: AuditContext): Promise<{ id: string }> {
  return write(db, async (tx) => {
    const before = await lockLink(tx, id);
    await deleteMediatorLink(tx, id);
    await auditLink(tx, context, { verb: 'delete', id, before, after: null });
    return { id };
  });
}

export async function listLinks(db: Db, query: TListMediatorLinksQuery): Promise<TMediatorLinkPage> {
  const filters = { mediatorId: query.mediatorId, investorId: query.investorId, status: query.status };
  const list = { sorts: LINK_SORTS, defaultSort: 'createdAt-desc' } as const;
  return sortedListPage(query, list, (page) => listMediatorLinks(db, { ...filters, ...page }), toLinkRow);
}
