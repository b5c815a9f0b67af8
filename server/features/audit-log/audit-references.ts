import { AUDIT_ENTITY_REFERENCES, AUDIT_REFERENCE_FIELDS, AUDIT_REFERENCE_KINDS, lastFieldPart, type AuditReferenceKind } from '../../../contract/audit-fields';
import type { TAuditLogRow } from '../../../contract/audit-log';
import type { Tx } from '../../../db/client';
import { CURRENCY_ENTITIES, referencesOf, type CurrencyEntity } from '../../../db/queries/audit-references';

const isCurrencyEntity = (entity: string): entity is CurrencyEntity => (CURRENCY_ENTITIES as string[]).includes(entity);

/** The ids a row names, by kind: its entity's id, and the values of its changed fields that are ids. */
function referencedIds(row: TAuditLogRow): Array<[AuditReferenceKind, string]> {
  const found: Array<[AuditReferenceKind, string]> = [];
  const entityKind = AUDIT_ENTITY_REFERENCES[row.entity];
  if (entityKind && row.entityId) found.push([entityKind, row.entityId]);
  for (const change of row.changes) {
    const kind = AUDIT_REFERENCE_FIELDS[lastFieldPart(change.field)];
    if (!kind) continue;
    for (const value of [change.before, change.after]) if (typeof value === 'string' && value !== '') found.push([kind, value]);
  }
  return found;
}

/**
 * A page (or an export batch) of audit rows with the names of the records they name and the
 * currency of their amounts: one statement for the whole page, whatever its length.
 */
export async function withReferences(db: Tx, rows: TAuditLogRow[]): Promise<TAuditLogRow[]> {
  const perRow = rows.map(referencedIds);
  const idsOf = (kind: AuditReferenceKind) => perRow.flatMap((found) => found.filter(([of]) => of === kind).map(([, id]) => id));
  const currencyIds = (entity: CurrencyEntity) =>
    rows.filter((row) => row.currency === null && row.entity === entity && row.entityId).map((row) => row.entityId!);
  const { names, currencies } = await referencesOf(db, {
    names: new Map(AUDIT_REFERENCE_KINDS.map((kind) => [kind, idsOf(kind)])),
    currencies: new Map(CURRENCY_ENTITIES.map((entity) => [entity, currencyIds(entity)])),
  });

  return rows.map((row, index) => {
    const named = perRow[index]!.flatMap(([kind, id]) => {
      const name = names.get(kind)?.get(id);
      return name === undefined ? [] : [[id, name] as const];
    });
    const entityCurrency = row.entityId && isCurrencyEntity(row.entity) ? currencies.get(row.entity)?.get(row.entityId) : undefined;
    return { ...row, currency: row.currency ?? entityCurrency ?? null, names: Object.fromEntries(named) };
  });
}
