import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import type { UploadProgress } from './use-imports';

/** Where an upload stands: the file being sent, then checked, then its rows done of all (docs/import.md §6). */
export function UploadState({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (progress.rows) {
    const { done, total } = progress.rows;
    const label = t('import.rows', { done: format.number(String(done)), total: format.number(String(total)) });
    return (
      <Stack gap={4} data-testid="import-row-progress">
        <Text size="sm">{label}</Text>
        <Progress value={total === 0 ? 100 : Math.floor((done * 100) / total)} aria-label={label} />
      </Stack>
    );
  }
  if (progress.sentPercent === null) {
    return (
      <Group gap="xs" data-testid="import-checking">
        <Loader size="xs" />
        <Text size="sm">{t('import.checking')}</Text>
      </Group>
    );
  }
  return <Progress value={progress.sentPercent} aria-label={t('import.uploading', { percent: progress.sentPercent })} data-testid="import-upload-progress" />;
}
