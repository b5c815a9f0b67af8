import { Alert, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TImportPreview } from '../../../../contract/imports';
import { useFormat } from '../../i18n/format';
import { ImportPreviewTable } from './ImportPreviewTable';

/** The dry run's answer: how many rows are ready, warned, in error or already there, and each row's issues. */
export function ImportPreviewCard({ checked }: { checked: TImportPreview }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder padding="md" data-testid="import-preview-result">
      <Stack gap="sm">
        <Text fw={600} data-testid="import-counts">
          {t('import.counts', {
            rows: format.number(String(checked.rowCount)),
            ok: format.number(String(checked.counts.ok)),
            warning: format.number(String(checked.counts.warning)),
            error: format.number(String(checked.counts.error)),
            exists: format.number(String(checked.counts.exists)),
          })}
        </Text>
        {checked.alreadyImported ? <Alert color="yellow">{t('import.alreadyImported')}</Alert> : null}
        {checked.counts.error > 0 ? <Alert color="red">{t('import.fixErrors')}</Alert> : null}
        <ImportPreviewTable preview={checked} />
      </Stack>
    </Card>
  );
}
