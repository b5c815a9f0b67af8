import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditValueWords } from '../../../../contract/audit-diff';
import type { TAuditLogRow, TAuditValue } from '../../../../contract/audit-log';
import { Money } from '../../app/Money';
import { TableHead } from '../../app/tables/PlainTable';
import { auditValueShown } from './audit-value';
import { RecordName } from './RecordName';

/** A field's label where the locale files have one, else its stored name; nested fields read "a › b". */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation();
  return (field) =>
    field
      .split('.')
      .map((part) => t(`auditLog.fields.${part}`, { defaultValue: part }))
      .join(' › ');
}

/** One value: an amount through the app's money formatter, a record by its name with its id a click away, the rest as stored. */
function AuditValue({ row, field, value, words }: { row: TAuditLogRow; field: string; value: TAuditValue; words: AuditValueWords }) {
  const shown = auditValueShown(row, field, value, words);
  if (shown.kind === 'amount') return <Money amount={shown.amount} currency={shown.currency} />;
  if (shown.kind === 'record') return <RecordName name={shown.name} id={shown.id} />;
  return (
    <Text span inherit dir="auto" lineClamp={3}>
      {shown.text}
    </Text>
  );
}

/** Only the fields that changed: name, value before, value after. Values keep their own direction (ids, e-mails). */
export function AuditChanges({ row }: { row: TAuditLogRow }) {
  const { changes } = row;
  const { t } = useTranslation();
  const label = useFieldLabel();
  const words = { yes: t('auditLog.values.yes'), no: t('auditLog.values.no'), empty: t('auditLog.values.empty') };
  if (changes.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('auditLog.noChanges')}
      </Text>
    );
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="xs" data-testid="audit-changes">
      <TableHead labels={[t('auditLog.field'), t('auditLog.before'), t('auditLog.after')]} />
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field} data-testid="audit-change" data-field={change.field}>
            <Table.Td fw={500}>{label(change.field)}</Table.Td>
            {/* Told apart by column, strike-through and weight, not by colour: the text keeps the theme's contrast in both schemes. */}
            <Table.Td td="line-through">
              <AuditValue row={row} field={change.field} value={change.before} words={words} />
            </Table.Td>
            <Table.Td fw={600}>
              <AuditValue row={row} field={change.field} value={change.after} words={words} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
