import { Card, Group, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCalculationPreviewQuery } from '../../../../contract/mediator-calculations';
import { DownloadButton } from '../../app/DownloadButton';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { EmptyNote } from './EmptyNote';
import { previewExportUrl, useCalculationPreview } from './use-mediator-calculations';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';

const COLUMNS = ['mediator', 'type', 'operations', 'storedShare', 'settingsShare'] as const;

/** Per mediator and commission type: recorded shares against the saved rate, with the total row. */
export function PreviewCard({ query }: { query: TCalculationPreviewQuery }) {
  const { t, i18n } = useTranslation();
  const preview = useCalculationPreview(query);
  const currency = query.currency;
  return (
    <Card withBorder padding="md" data-testid="calculation-preview">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('mediatorCalculations.preview.title')}</Title>
        <DownloadButton href={previewExportUrl(query, i18n.language)} testId="preview-export">
          {t('mediatorCalculations.preview.export')}
        </DownloadButton>
      </Group>
      <QueryState query={preview}>
        {preview.data && preview.data.rows.length > 0 ? (
          <ScrollTable minWidth={640}>
            <Table striped verticalSpacing="sm">
              <TableHead labels={COLUMNS.map((key) => t(`mediatorCalculations.columns.${key}`))} />
              <Table.Tbody>
                {preview.data.rows.map((row) => (
                  <Table.Tr key={`${row.mediatorId}-${row.mediatorType}`} data-testid="preview-row">
                    <Table.Td>{row.mediatorName}</Table.Td>
                    <Table.Td>{t(`operations.mediatorTypes.${row.mediatorType}`)}</Table.Td>
                    <Table.Td>{row.operationCount}</Table.Td>
                    <Table.Td>
                      <Money amount={row.storedShare} currency={currency} />
                    </Table.Td>
                    <Table.Td>
                      <Money amount={row.settingsShare} currency={currency} />
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700} data-testid="preview-total">
                  <Table.Td>{t('mediatorCalculations.total')}</Table.Td>
                  <Table.Td />
                  <Table.Td>{preview.data.totals.operationCount}</Table.Td>
                  <Table.Td>
                    <Money amount={preview.data.totals.storedShare} currency={currency} />
                  </Table.Td>
                  <Table.Td>
                    <Money amount={preview.data.totals.settingsShare} currency={currency} />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ) : (
          <EmptyNote testId="preview-empty">{t('mediatorCalculations.preview.empty')}</EmptyNote>
        )}
      </QueryState>
    </Card>
  );
}
