import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JobProgressList } from '../jobs/JobsList';
import { JobsSection } from '../jobs/JobsSection';
import { useJobs } from '../jobs/use-jobs';

/** The user's recent report exports with their progress: an export left running is found here again. */
export function ReportExportJobs() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const exports = (jobs.data?.items ?? []).filter((job) => job.kind === 'report-export').slice(0, 5);
  return (
    <Card withBorder padding="md" data-testid="report-jobs">
      <JobsSection title={t('jobs.recent')} order={3} count={exports.length}>
        <JobProgressList items={exports} />
      </JobsSection>
    </Card>
  );
}
