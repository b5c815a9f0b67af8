import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TMemberLedgerRow, TMemberOperationRow, TMemberProfitRow } from '../../../../contract/member';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { badgeColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import { ExplainButton } from '../profit-explanations/ExplainButton';

/**
 * The columns of the member's own lists (docs/architecture.md §8); a column whose key the list's
 * API sorts by gets a sortable header (MemberList).
 */
export function ledgerColumns(t: TFunction): DataColumn<TMemberLedgerRow>[] {
  return [
    { key: 'date', label: t('member.ledger.date'), cell: (row) => <Day value={row.transactionDate} /> },
    {
      key: 'type',
      label: t('member.ledger.type'),
      cell: (row) => `${t(`member.ledgerTypes.${row.type}`)}${row.creditType ? ` · ${t(`member.creditTypes.${row.creditType}`)}` : ''}`,
    },
    { key: 'amount', label: t('member.ledger.amount'), align: 'right', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    {
      key: 'status',
      label: t('member.ledger.status'),
      cell: (row) => (
        <Badge variant="light" color={row.status === 'completed' ? 'teal' : row.status === 'pending' ? 'yellow' : 'gray'}>
          {t(`member.ledgerStatus.${row.status}`)}
        </Badge>
      ),
    },
    { key: 'note', label: t('member.ledger.note'), cell: (row) => row.note },
  ];
}

export function operationColumns(t: TFunction): DataColumn<TMemberOperationRow>[] {
  return [
    { key: 'date', label: t('member.operations.date'), cell: (row) => <Day value={row.operationDate} /> },
    { key: 'number', label: t('member.operations.number'), cell: (row) => row.number },
    { key: 'role', label: t('member.operations.role'), cell: (row) => t(`member.roles.${row.role}`) },
    { key: 'counterpart', label: t('member.operations.counterpart'), cell: (row) => row.counterpartName },
    { key: 'amount', label: t('member.operations.amount'), align: 'right', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    {
      key: 'mediatorShare',
      label: t('member.operations.mediatorShare'),
      align: 'right',
      cell: (row) => (row.mediatorShare ? <Money amount={row.mediatorShare} currency={row.currency} /> : '—'),
    },
    { key: 'status', label: t('member.operations.status'), cell: (row) => <Badge variant="light">{t(`reports.operationStatus.${row.status}`)}</Badge> },
  ];
}

function RequestCell({ row, onRequest, t }: { row: TMemberProfitRow; onRequest: (row: TMemberProfitRow) => void; t: TFunction }) {
  if (row.requestStatus === 'pending')
    return (
      <Badge color="yellow" variant="light">
        {t('member.profits.pending')}
      </Badge>
    );
  if (!row.requestable) return null;
  return (
    <Stack gap={4} align="flex-start">
      {row.requestStatus === 'rejected' ? (
        <Text size="xs" c="dimmed">
          {t('member.profits.rejected')}
        </Text>
      ) : null}
      <Button size="xs" variant="light" onClick={() => onRequest(row)} data-testid="request-profit">
        {t('member.profits.request')}
      </Button>
    </Stack>
  );
}

type ProfitActions = { onExplain: (row: TMemberProfitRow) => void; onRequest: (row: TMemberProfitRow) => void };

export function profitColumns(t: TFunction, { onExplain, onRequest }: ProfitActions): DataColumn<TMemberProfitRow>[] {
  const paid = (row: TMemberProfitRow) => ({ color: row.paid ? 'teal' : 'gray', text: row.paid ? t('member.profits.paid') : t('member.profits.unpaid') });
  return [
    { key: 'date', label: t('member.profits.date'), cell: (row) => <Day value={row.profitDate} /> },
    { key: 'type', label: t('member.profits.type'), cell: (row) => t(`reports.types.${row.type}`) },
    { key: 'amount', label: t('member.profits.amount'), align: 'right', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    badgeColumn('status', t('member.profits.status'), paid, { testId: 'profit-paid', sortable: false }),
    {
      key: 'action',
      label: t('member.profits.action'),
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          {row.explainable ? <ExplainButton profitRowId={row.id} onExplain={() => onExplain(row)} /> : null}
          <RequestCell row={row} onRequest={onRequest} t={t} />
        </Group>
      ),
    },
  ];
}
