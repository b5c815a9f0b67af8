import { randomUUID } from 'node:crypto';
import type {
  IndividualType,
  TIndividualBody,
  TIndividualOptions,
  TIndividualPage,
  TIndividualRow,
  TListIndividualsQuery,
} from '../../../contract/individuals';
import type { Tx } from '../../../db/client';
import { insertAudit, type AuditEntry } from '../../../db/queries/audit';
import {
  findIndividualByIdForUpdate,
  INDIVIDUAL_SORTS,
  insertIndividual,
  listIndividuals,
  updateIndividual,
  type IndividualFields,
  type IndividualFilters,
  type IndividualRecord,
} from '../../../db/queries/individuals';
import { violatedUniqueIndex } from '../../../db/queries/unique-violation';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { sortedListPage, sortOfQuery } from '../sorted-cursor';
import type { TIndividualsFilter } from '../../../contract/bulk-actions';

export function toIndividualRow(row: IndividualRecord): TIndividualRow {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    type: row.type as IndividualType,
    nni: row.nni,
    nationality: row.nationality,
    address: row.address,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function auditIndividual(row: IndividualRecord) {
  const { createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}

/** The list's filters as its query reads them. */
export function individualFilters(query: Omit<TIndividualsFilter, 'sort'>): IndividualFilters {
  return { search: query.search || undefined, type: query.type, isActive: query.active === undefined ? undefined : query.active === 'true' };
}

export async function listIndividualPage(deps: Deps, query: TListIndividualsQuery): Promise<TIndividualPage> {
  const filters = individualFilters(query);
  const list = { sorts: INDIVIDUAL_SORTS, defaultSort: 'name-asc' } as const;
  return sortedListPage(query, list, (page) => listIndividuals(deps.database.db, { ...filters, ...page }), toIndividualRow);
}

/** docs/operations.md §12: the ids of the individuals the list's filter keeps, in its order, at most `limit` (the list's own query). */
export async function matchingIndividualIds(deps: Deps, filter: TIndividualsFilter, limit: number): Promise<string[]> {
  const sort = sortOfQuery(filter.sort ?? 'name-asc', undefined, (column) => INDIVIDUAL_SORTS[column].kind);
  const rows = await listIndividuals(deps.database.db, { ...individualFilters(filter), sort, limit });
  return rows.map((row) => row.id);
}

export async function lookupIndividuals(deps: Deps, search: string | undefined): Promise<TIndividualOptions> {
  const rows = await listIndividuals(deps.database.db, { search: search || undefined, sort: { column: 'name', direction: 'asc' }, limit: 20 });
  return { items: rows.map(({ id, name, email, phone, isActive }) => ({ id, name, email, phone, isActive })) };
}

/** The unique indexes decide under concurrency; their violation is answered with its own code. */
export async function withUniqueCodes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'individuals_email_key') throw new AppError('INDIVIDUAL_EMAIL_EXISTS', { fields: [{ path: 'email', issue: 'invalid_value' }] });
    if (index === 'individuals_phone_key') throw new AppError('INDIVIDUAL_PHONE_EXISTS', { fields: [{ path: 'phone', issue: 'invalid_value' }] });
    throw error;
  }
}

/** The audit entry of a new individual: the form's, and one per individual an import creates (docs/import.md §4). */
export function individualCreatedEntry(context: AuditContext, fields: IndividualFields & { id: string }): AuditEntry {
  return { ...context, action: 'individual.create', entity: 'individual', entityId: fields.id, after: fields };
}

/** The insert and its audit entry inside the caller's transaction (the form's and a subscribers import's). */
export async function createIndividualInTx(tx: Tx, body: TIndividualBody, context: AuditContext): Promise<TIndividualRow> {
  const row = await insertIndividual(tx, { id: randomUUID(), ...body });
  await insertAudit(tx, individualCreatedEntry(context, auditIndividual(row)));
  return toIndividualRow(row);
}

export function createIndividual(deps: Deps, body: TIndividualBody, context: AuditContext): Promise<TIndividualRow> {
  return withUniqueCodes(() => deps.database.db.transaction((tx) => createIndividualInTx(tx, body, context)));
}

async function changeIndividual(deps: Deps, id: string, action: string, changes: Partial<TIndividualBody>, context: AuditContext): Promise<TIndividualRow> {
  return withUniqueCodes(() =>
    deps.database.db.transaction(async (tx) => {
      const current = await findIndividualByIdForUpdate(tx, id);
      if (!current) throw new AppError('INDIVIDUAL_NOT_FOUND');
      const row = await updateIndividual(tx, id, changes);
      await insertAudit(tx, { ...context, action, entity: 'individual', entityId: id, before: auditIndividual(current), after: auditIndividual(row) });
      return toIndividualRow(row);
    }),
  );
}

export function updateIndividualDetails(deps: Deps, id: string, body: TIndividualBody, context: AuditContext): Promise<TIndividualRow> {
  return changeIndividual(deps, id, 'individual.update', body, context);
}

export function setIndividualActive(deps: Deps, id: string, isActive: boolean, context: AuditContext): Promise<TIndividualRow> {
  return changeIndividual(deps, id, isActive ? 'individual.activate' : 'individual.deactivate', { isActive }, context);
}
