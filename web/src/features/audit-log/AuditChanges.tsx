import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAuditValue } from '../../../../contract/audit-diff';
import type { TAuditChange } from '../../../../contract/audit-log';
import { TableHead } from '../../app/tables/PlainTable';

/** A field's label where the locale files have one, else its stored name; nested fields read "a › b". */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation();
  return (field) =>
    field
      .split('.')
      .map((part) => t(`auditLog.fields.${part}`, { defaultValue: part }))
      .join(' › ');
}

/** Only the fields that changed: name, value before, value after. Values keep their own direction (ids, e-mails). */
export function AuditChanges({ changes }: { changes: TAuditChange[] }) {
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
            <Table.Td>
              <Text span inherit td="line-through" dir="auto" lineClamp={3}>
                {formatAuditValue(change.before, words)}
              </Text>
            </Table.Td>
            <Table.Td fw={600}>
              <Text span inherit dir="auto" lineClamp={3}>
                {formatAuditValue(change.after, words)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
