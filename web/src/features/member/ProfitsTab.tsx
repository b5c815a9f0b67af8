import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberProfitRow } from '../../../../contract/member';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { PagedFooter } from './PagedFooter';
import { useMemberProfits, useRequestProfit } from './use-member';
import { Day } from '../../app/Day';
import { ExplainButton } from '../profit-explanations/ExplainButton';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';
import { YearStatementCard } from './YearStatementCard';

function RequestCell({ row, onRequest }: { row: TMemberProfitRow; onRequest: (row: TMemberProfitRow) => void }) {
  const { t } = useTranslation();
  if (row.requestStatus === 'pending') return <Badge color="yellow" variant="light">{t('member.profits.pending')}</Badge>;
  if (!row.requestable) return null;
  return (
    <Stack gap={4} align="flex-start">
      {row.requestStatus === 'rejected' ? <Text size="xs" c="dimmed">{t('member.profits.rejected')}</Text> : null}
      <Button size="xs" variant="light" onClick={() => onRequest(row)} data-testid="request-profit">
        {t('member.profits.request')}
      </Button>
    </Stack>
  );
}

/** The member's profit rows; an unpaid profit may be asked to be added to the balance, with a note. */
export function ProfitsTab() {
  const { t } = useTranslation();
  const { list, rows } = useMemberProfits(true);
  const request = useRequestProfit();
  const [chosen, setChosen] = useState<TMemberProfitRow | null>(null);
  const [note, setNote] = useState('');
  const [explained, setExplained] = useState<string | null>(null);
  const send = () => {
    if (!chosen) return;
    request.mutate(
      { id: chosen.id, note: note.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('member.profits.sent'));
          setChosen(null);
          setNote('');
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };
  return (
    <QueryState query={list}>
      <YearStatementCard />
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="member-profits">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('member.profits.date')}</Table.Th>
              <Table.Th>{t('member.profits.type')}</Table.Th>
              <Table.Th>{t('member.profits.amount')}</Table.Th>
              <Table.Th>{t('member.profits.status')}</Table.Th>
              <Table.Th>{t('member.profits.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="profit-row" data-profit-id={row.id}>
                <Table.Td><Day value={row.profitDate} /></Table.Td>
                <Table.Td>{t(`reports.types.${row.type}`)}</Table.Td>
                <Table.Td>
                  <Money amount={row.amount} currency={row.currency} />
                </Table.Td>
                <Table.Td>
                  <Badge color={row.paid ? 'teal' : 'gray'} variant="light" data-testid="profit-paid">
                    {row.paid ? t('member.profits.paid') : t('member.profits.unpaid')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {row.type === 'profit' ? <ExplainButton profitRowId={row.id} onExplain={() => setExplained(row.id)} /> : null}
                    <RequestCell row={row} onRequest={setChosen} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagedFooter list={list} count={rows.length} />
      <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title={t('member.profits.requestTitle')}>
        <Stack>
          {chosen ? (
            <Text fw={600}>
              <Day value={chosen.profitDate} /> · <Money amount={chosen.amount} currency={chosen.currency} />
            </Text>
          ) : null}
          <Textarea label={t('member.profits.note')} value={note} maxLength={500} onChange={(event) => setNote(event.currentTarget.value)} data-testid="request-note" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)}>
              {t('member.profits.cancel')}
            </Button>
            <Button onClick={send} loading={request.isPending} data-testid="send-request">
              {t('member.profits.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </QueryState>
  );
}
