import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberProfitRow } from '../../../../contract/member';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { ResponsiveTable, type ResponsiveColumn } from '../../app/tables/ResponsiveTable';
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
  const columns: ResponsiveColumn<TMemberProfitRow>[] = [
    { key: 'date', label: t('member.profits.date'), cell: (row) => <Day value={row.profitDate} /> },
    { key: 'type', label: t('member.profits.type'), cell: (row) => t(`reports.types.${row.type}`) },
    { key: 'amount', label: t('member.profits.amount'), cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    {
      key: 'status',
      label: t('member.profits.status'),
      cell: (row) => (
        <Badge color={row.paid ? 'teal' : 'gray'} variant="light" data-testid="profit-paid">
          {row.paid ? t('member.profits.paid') : t('member.profits.unpaid')}
        </Badge>
      ),
    },
    {
      key: 'action',
      label: t('member.profits.action'),
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          {row.type === 'profit' ? <ExplainButton profitRowId={row.id} onExplain={() => setExplained(row.id)} /> : null}
          <RequestCell row={row} onRequest={setChosen} />
        </Group>
      ),
    },
  ];
  return (
    <QueryState query={list}>
      <YearStatementCard />
      <ResponsiveTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'profit-row', 'data-profit-id': row.id })}
        minWidth={520}
        testId="member-profits"
      />
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
