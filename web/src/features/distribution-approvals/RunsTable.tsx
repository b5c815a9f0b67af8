import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDistributionRun } from '../../../../contract/distribution-runs';
import { holdsPermission } from '../../../../contract/permissions';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { useSessionUser } from '../session/use-session';
import { monthLabel } from '../profit-distribution/PeriodCard';
import { useDecideRun } from './use-distribution-runs';

const STATUS_COLOR = { pending: 'yellow', approved: 'teal', rejected: 'red', stale: 'gray' } as const;

/**
 * Proposed runs (docs/distribution.md §14) with who proposed them, when and their totals; approve and
 * reject (with a reason) for holders of approve-distributions. The server refuses the proposer.
 */
export function RunsTable({ runs, testId }: { runs: readonly TDistributionRun[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const user = useSessionUser();
  const canDecide = user !== null && holdsPermission(user.permissions, 'approve-distributions');
  const decide = useDecideRun();
  const [rejecting, setRejecting] = useState<TDistributionRun | null>(null);
  const [reason, setReason] = useState('');

  const approve = (run: TDistributionRun) =>
    decide.mutate({ id: run.id, action: 'approve' }, { onSuccess: () => toastSuccess(t('approvals.approvedDone')), onError: (error) => toastError(translateError(t, error)) });
  const reject = () => {
    if (!rejecting) return;
    decide.mutate(
      { id: rejecting.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('approvals.rejectedDone'));
          setRejecting(null);
          setReason('');
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };

  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table striped data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('approvals.columns.kind')}</Table.Th>
              <Table.Th>{t('approvals.columns.month')}</Table.Th>
              <Table.Th>{t('approvals.columns.total')}</Table.Th>
              <Table.Th>{t('approvals.columns.proposedBy')}</Table.Th>
              <Table.Th>{t('approvals.columns.proposedAt')}</Table.Th>
              <Table.Th>{t('approvals.columns.status')}</Table.Th>
              <Table.Th>{t('approvals.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id} data-testid="run-row" data-status={run.status}>
                <Table.Td>{t(`approvals.kinds.${run.kind}`)}{run.source ? ` · ${t(`approvals.sources.${run.source}`)}` : ''}</Table.Td>
                <Table.Td>{monthLabel(i18n.language, run.year, run.month)} · {run.currency}</Table.Td>
                <Table.Td>
                  <Money amount={run.total} currency={run.currency} /> <Text span size="xs" c="dimmed">({t(`approvals.counts.${run.kind}`, { count: run.count })})</Text>
                </Table.Td>
                <Table.Td>{run.proposedBy.name}</Table.Td>
                <Table.Td>{formatDate(run.proposedAt)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[run.status]} variant="light">{t(`approvals.statuses.${run.status}`)}</Badge>
                  {run.decidedBy ? <Text size="xs" c="dimmed">{t('approvals.decidedBy', { name: run.decidedBy.name })}</Text> : null}
                  {run.reason ? <Text size="xs">{run.reason}</Text> : null}
                </Table.Td>
                <Table.Td>
                  {run.status === 'pending' && canDecide ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" color="teal" onClick={() => approve(run)} loading={decide.isPending} data-testid="approve-run">
                        {t('approvals.approve')}
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => setRejecting(run)} data-testid="reject-run">
                        {t('approvals.reject')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={t('approvals.rejectTitle')}>
        <Stack>
          <Textarea label={t('approvals.reason')} required value={reason} maxLength={500} onChange={(event) => setReason(event.currentTarget.value)} data-testid="reject-run-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={reject} disabled={reason.trim() === ''} loading={decide.isPending} data-testid="confirm-reject-run">
              {t('approvals.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
