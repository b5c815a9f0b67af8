import { Badge, Button, Card, Center, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus, type TJob } from '../../../../contract/jobs';
import { translateError } from '../../api/translate-error';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { useFormat } from '../../i18n/format';
import { useAllJobs, useRetryJob } from './use-jobs';

const STATUS_COLORS: Record<JobStatus, string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

function StatusCell({ job }: { job: TJob }) {
  const { t } = useTranslation();
  // A statement job is done once its mail went (rows done 1 of 1): "Sent".
  const label = job.status === 'done' && job.kind === 'statement-mail' ? t('adminJobs.sent') : t(`jobs.status.${job.status}`);
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLORS[job.status]} variant="light" data-testid="job-status" data-status={job.status}>{label}</Badge>
      {job.status === 'queued' && job.errorCode ? <Text size="xs" c="dimmed">{t('adminJobs.willRetry')}</Text> : null}
    </Stack>
  );
}

/** What the job is about: a statement's member and e-mail, a report's filter. */
function RecipientCell({ job }: { job: TJob }) {
  const { t } = useTranslation();
  if (job.kind === 'statement-mail') {
    return (
      <>
        <Text size="sm">{job.params.member ?? '—'}</Text>
        <Text size="xs" c="dimmed" dir="ltr" data-testid="job-recipient">{job.params.to ?? ''}</Text>
      </>
    );
  }
  const shown = Object.entries(job.params).map(([key, value]) => `${key}: ${value}`).join(' · ');
  return (
    <>
      <Text size="sm" dir="ltr">{shown || '—'}</Text>
      <Text size="xs" c="dimmed">{job.ownerId ? '' : t('adminJobs.system')}</Text>
    </>
  );
}

/**
 * docs/mail.md §3: every job of every user and of the system (statements by e-mail), for holders of
 * `all`, with why a failed one failed and a button to queue it again.
 */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<JobStatus | null>(null);
  const jobs = useAllJobs(status);
  const retry = useRetryJob();
  const rows = jobs.data?.items ?? [];
  const kindName = (job: TJob) => t(`adminJobs.kinds.${job.kind}`, { defaultValue: job.kind, month: job.params.month ?? '' });
  const onRetry = (job: TJob) =>
    retry.mutate(job.id, {
      onSuccess: () => toastSuccess(t('adminJobs.retried')),
      onError: (error) => toastError(translateError(t, error)),
    });
  return (
    <Stack gap="lg" data-testid="admin-jobs-page">
      <div>
        <Title order={2}>{t('adminJobs.title')}</Title>
        <Text c="dimmed">{t('adminJobs.intro')}</Text>
      </div>
      <Card withBorder padding="md">
        <Group wrap="wrap" align="flex-end" mb="md">
          <Select
            label={t('adminJobs.filter')}
            placeholder={t('adminJobs.all')}
            data={JOB_STATUSES.map((value) => ({ value, label: t(`jobs.status.${value}`) }))}
            value={status}
            onChange={(next) => setStatus(next as JobStatus | null)}
            clearable
            w={200}
            data-testid="jobs-status-filter"
          />
        </Group>
        <QueryState query={jobs}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('adminJobs.none')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminJobs.kind')}</Table.Th>
                    <Table.Th>{t('adminJobs.recipient')}</Table.Th>
                    <Table.Th>{t('adminJobs.status')}</Table.Th>
                    <Table.Th>{t('adminJobs.attempts')}</Table.Th>
                    <Table.Th>{t('adminJobs.reason')}</Table.Th>
                    <Table.Th>{t('adminJobs.created')}</Table.Th>
                    <Table.Th>{t('adminJobs.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((job) => (
                    <Table.Tr key={job.id} data-testid="job-row" data-kind={job.kind} data-status={job.status}>
                      <Table.Td>{kindName(job)}</Table.Td>
                      <Table.Td><RecipientCell job={job} /></Table.Td>
                      <Table.Td><StatusCell job={job} /></Table.Td>
                      <Table.Td>{t('adminJobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}</Table.Td>
                      <Table.Td>
                        {job.errorCode ? (
                          <Text size="sm" c={job.status === 'failed' ? 'red' : 'dimmed'} data-testid="job-reason">
                            {t(`errors.${job.errorCode}`, { ...job.errorParams, reason: typeof job.errorParams.reason === 'string' ? job.errorParams.reason : '' })}
                          </Text>
                        ) : (
                          <Text size="sm" c="dimmed">—</Text>
                        )}
                      </Table.Td>
                      <Table.Td>{format.dateTime(job.createdAt)}</Table.Td>
                      <Table.Td>
                        {job.status === 'failed' ? (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconRefresh size={14} />}
                            onClick={() => onRetry(job)}
                            loading={retry.isPending && retry.variables === job.id}
                            aria-label={t('adminJobs.retryOf', { name: job.params.member ?? kindName(job) })}
                            data-testid="job-retry"
                          >
                            {t('adminJobs.retry')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
