import { Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfitRequestRow } from '../../../../contract/profit-requests';
import { translateError } from '../../api/translate-error';
import { Money, useFormatMoney } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { PagedFooter } from '../member/PagedFooter';
import { useDecideRequest, usePendingRequests } from './use-profit-requests';
import { Day } from '../../app/Day';

/** Profit approval (add-profit): members' pending requests, approved or rejected one by one. */
export function AddProfitPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const formatMoney = useFormatMoney();
  const { list, rows } = usePendingRequests();
  const decide = useDecideRequest();
  const [rejecting, setRejecting] = useState<TProfitRequestRow | null>(null);
  const [reason, setReason] = useState('');

  const approve = (row: TProfitRequestRow) =>
    decide.mutate(
      { id: row.id, action: 'approve' },
      {
        onSuccess: (answer) =>
          toastSuccess(t('addProfit.approved', { before: formatMoney(answer.balanceBefore ?? '0', row.currency), after: formatMoney(answer.balanceAfter ?? '0', row.currency) })),
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  const reject = () => {
    if (!rejecting) return;
    decide.mutate(
      { id: rejecting.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('addProfit.rejectedDone'));
          setRejecting(null);
          setReason('');
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('addProfit.title')}</Title>
        <Text c="dimmed">{t('addProfit.subtitle')}</Text>
      </div>
      <Card withBorder padding="lg">
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Text c="dimmed" data-testid="no-requests">
              {t('addProfit.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped data-testid="pending-requests">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('addProfit.member')}</Table.Th>
                    <Table.Th>{t('addProfit.profitDate')}</Table.Th>
                    <Table.Th>{t('addProfit.amount')}</Table.Th>
                    <Table.Th>{t('addProfit.type')}</Table.Th>
                    <Table.Th>{t('addProfit.note')}</Table.Th>
                    <Table.Th>{t('addProfit.requestedOn')}</Table.Th>
                    <Table.Th>{t('addProfit.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="request-row" data-member={row.memberName}>
                      <Table.Td>{row.memberName}</Table.Td>
                      <Table.Td><Day value={row.profitDate} /></Table.Td>
                      <Table.Td>
                        <Money amount={row.amount} currency={row.currency} />
                      </Table.Td>
                      <Table.Td>{t(`reports.types.${row.type}`)}</Table.Td>
                      <Table.Td>{row.note}</Table.Td>
                      <Table.Td>{formatDate(row.requestedAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" color="teal" onClick={() => approve(row)} loading={decide.isPending} data-testid="approve">
                            {t('addProfit.approve')}
                          </Button>
                          <Button size="xs" color="red" variant="light" onClick={() => setRejecting(row)} data-testid="reject">
                            {t('addProfit.reject')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {rows.length ? <PagedFooter list={list} count={rows.length} /> : null}
        </QueryState>
      </Card>
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={t('addProfit.rejectTitle')}>
        <Stack>
          <Textarea label={t('addProfit.reason')} value={reason} maxLength={500} onChange={(event) => setReason(event.currentTarget.value)} data-testid="reject-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('addProfit.cancel')}
            </Button>
            <Button color="red" onClick={reject} loading={decide.isPending} data-testid="confirm-reject">
              {t('addProfit.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
