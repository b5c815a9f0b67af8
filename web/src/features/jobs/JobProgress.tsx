import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../../contract/jobs';
import { ApiError } from '../../api/api-error';
import { translateError } from '../../api/translate-error';
import { useFormat } from '../../i18n/format';
import { jobFileUrl } from './use-jobs';

const STATUS_COLORS = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' } as const;

/** What the job is, in the reader's words: "Operations · Excel", "Import of members.csv". */
export function useJobName(): (job: TJob) => string {
  const { t } = useTranslation();
  return (job) => {
    if (job.kind === 'report-export')
      return t('jobs.reportExport', {
        report: t(`reports.tabs.${job.params.report ?? 'operations'}`),
        format: t(`reports.export.${job.params.format ?? 'csv'}`),
      });
    if (job.kind === 'import-commit') return t('jobs.importCommit', { file: job.params.fileName ?? '' });
    return job.kind;
  };
}

/**
 * One job: its name, status, a progress bar of rows done of rows total (from the server's job row),
 * and the download once done or the reason once failed.
 */
export function JobProgress({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useJobName()(job);
  const total = job.rowsTotal;
  const percent = total ? (100 * Math.min(job.rowsDone, total)) / total : job.status === 'done' ? 100 : 0;
  const rowsText = total === null ? t('jobs.counting') : t('jobs.progress', { done: format.number(String(job.rowsDone)), total: format.number(String(total)) });
  const failure = job.status === 'failed' ? translateError(t, new ApiError({ code: job.errorCode ?? 'INTERNAL', status: 0, params: job.errorParams })) : null;
  return (
    <Stack gap={4} data-testid="job" data-job-id={job.id} data-job-status={job.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Badge color={STATUS_COLORS[job.status]} variant="light" data-testid="job-status">
          {t(`jobs.status.${job.status}`)}
        </Badge>
      </Group>
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={t('jobs.progressLabel', { name })}
        aria-valuemin={0}
        aria-valuemax={total ?? 0}
        aria-valuenow={job.rowsDone}
        aria-valuetext={rowsText}
      >
        <Progress.Section value={percent} withAria={false} color={STATUS_COLORS[job.status]} animated={job.status === 'running'} />
      </Progress.Root>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" data-testid="job-rows">
          {rowsText}
        </Text>
        {job.status === 'done' && job.file ? (
          <Button
            component="a"
            href={jobFileUrl(job)}
            download={job.file.name}
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} />}
            data-testid="job-download"
          >
            {t('jobs.download')}
          </Button>
        ) : null}
        {job.status === 'done' && !job.file ? (
          <Text size="xs" c="dimmed">
            {t('jobs.expired')}
          </Text>
        ) : null}
      </Group>
      {failure ? (
        <Text size="xs" c="red" data-testid="job-error">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
