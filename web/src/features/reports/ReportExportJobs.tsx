import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '../jobs/JobProgress';
import { useJobs } from '../jobs/use-jobs';

/** The user's recent report exports with their progress: an export left running is found here again. */
export function ReportExportJobs() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const exports = (jobs.data?.items ?? []).filter((job) => job.kind === 'report-export').slice(0, 5);
  return (
    <Card withBorder padding="md" data-testid="report-jobs">
      <Title order={3} size="h5" mb="xs">
        {t('jobs.recent')}
      </Title>
      {exports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('jobs.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {exports.map((job, index) => (
            <Fragment key={job.id}>
              {index > 0 ? <Divider /> : null}
              <JobProgress job={job} />
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}
