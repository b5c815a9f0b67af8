import { Alert, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../../contract/jobs';
import { SectionHeading } from '../../app/SectionHeading';
import { useFormat } from '../../i18n/format';
import { JobProgress } from '../jobs/JobProgress';
import { useJobs } from '../jobs/use-jobs';

/** A finished commit's figures, kept in its job's params by the server (docs/import.md §6). */
function CommitOutcome({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (job.status !== 'done') return null;
  return (
    <Alert color="teal" data-testid="import-job-result">
      {job.params.alreadyImported === 'true'
        ? t('import.alreadyImported')
        : t('import.committed', { imported: format.number(job.params.imported ?? '0'), existing: format.number(job.params.existing ?? '0') })}
    </Alert>
  );
}

/**
 * The user's latest import commit, from its job row: running with its rows done, or finished with
 * its result or reason. A commit goes on when its page is left; this is where it is found again.
 */
export function ImportJobCard() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const job = jobs.data?.items.find((item) => item.kind === 'import-commit');
  if (!job) return null;
  return (
    <Card withBorder padding="md" data-testid="import-job">
      <Stack gap="sm">
        <SectionHeading title={t('import.latestCommit')} hint={t('import.latestCommitHint')} size="h4" />
        <JobProgress job={job} />
        <CommitOutcome job={job} />
      </Stack>
    </Card>
  );
}
