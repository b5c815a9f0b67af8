import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { AuditColumn, TAuditLogRow } from '../../../../contract/audit-log';
import type { DataColumn } from '../../app/tables/DataTable';
import { AuditChanges } from './AuditChanges';
import { RecordName } from './RecordName';

function ActorCell({ row, t }: { row: TAuditLogRow; t: TFunction }) {
  if (!row.actor)
    return (
      <Text size="sm" c="dimmed">
        {t('auditLog.system')}
      </Text>
    );
  return (
    <>
      <Text size="sm" fw={500}>
        {row.actor.name ?? row.actor.id}
      </Text>
      {row.actor.email ? (
        <Text size="xs" c="dimmed" dir="ltr">
          {row.actor.email}
        </Text>
      ) : null}
    </>
  );
}

/** The entity's name where it has one, its id a click away; else its id as written. */
function EntityId({ row }: { row: TAuditLogRow }) {
  if (!row.entityId) return null;
  const name = row.names[row.entityId];
  return name === undefined ? (
    <Text size="xs" c="dimmed" dir="ltr">
      {row.entityId}
    </Text>
  ) : (
    <Text size="xs" c="dimmed" component="div">
      <RecordName name={name} id={row.entityId} />
    </Text>
  );
}

/** A value written by a machine (an address, a request id), left to right; a dash when the row has none. */
function MachineText({ text }: { text: string | null }) {
  return (
    <Text size="xs" dir="ltr">
      {text ?? '—'}
    </Text>
  );
}

export const entityLabel = (t: TFunction, code: string) => t(`auditLog.entities.${code}`, { defaultValue: code });

/** The audit list's columns, in the order of contract/audit-log.ts's AUDIT_COLUMNS (the export's order). */
export function auditColumns(t: TFunction, formatDate: (iso: string) => string): Array<DataColumn<TAuditLogRow> & { key: AuditColumn }> {
  return [
    {
      key: 'at',
      label: t('auditLog.columns.at'),
      sortable: true,
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.at)}
        </Text>
      ),
    },
    { key: 'actor', label: t('auditLog.columns.actor'), cell: (row) => <ActorCell row={row} t={t} /> },
    {
      key: 'action',
      label: t('auditLog.columns.action'),
      sortable: true,
      cell: (row) => (
        <Text size="sm" dir="ltr" ff="monospace">
          {row.action}
        </Text>
      ),
    },
    {
      key: 'entity',
      label: t('auditLog.columns.entity'),
      sortable: true,
      cell: (row) => (
        <>
          <Text size="sm">{entityLabel(t, row.entity)}</Text>
          <EntityId row={row} />
        </>
      ),
    },
    { key: 'address', label: t('auditLog.columns.address'), cell: (row) => <MachineText text={row.clientAddress} /> },
    { key: 'requestId', label: t('auditLog.columns.requestId'), cell: (row) => <MachineText text={row.requestId} /> },
    { key: 'changes', label: t('auditLog.columns.changes'), cell: (row) => <AuditChanges row={row} /> },
  ];
}
