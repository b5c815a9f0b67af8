import { Badge, Modal } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberProfitRow, TSubscriberRow } from '../../../../contract/subscribers';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { ExplainButton } from '../profit-explanations/ExplainButton';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';
import { useSubscriberProfits } from './use-subscribers';

function profitColumns(t: TFunction, onExplain: (id: string) => void): DataColumn<TSubscriberProfitRow>[] {
  return [
    { key: 'profitDate', label: t('subscriberProfits.date'), cell: (profit) => <Day value={profit.profitDate} /> },
    { key: 'type', label: t('subscriberProfits.type'), cell: (profit) => t(`reports.types.${profit.type}`) },
    { key: 'amount', label: t('subscriberProfits.amount'), align: 'right', cell: (profit) => <Money amount={profit.amount} currency={profit.currency} /> },
    {
      key: 'paid',
      label: t('subscriberProfits.status'),
      cell: (profit) => (
        <Badge color={profit.paid ? 'teal' : 'gray'} variant="light">
          {profit.paid ? t('member.profits.paid') : t('member.profits.unpaid')}
        </Badge>
      ),
    },
    {
      key: 'explanation',
      label: t('subscriberProfits.explanation'),
      cell: (profit) => (profit.explainable ? <ExplainButton profitRowId={profit.id} onExplain={() => onExplain(profit.id)} /> : null),
    },
  ];
}

/**
 * A subscriber's profit rows, newest first, in the one table (cards on a phone); a row of type
 * profit opens its explanation (docs/distribution.md §17). The list steps aside while the
 * explanation is open and comes back after.
 */
export function SubscriberProfitsModal({ row, onClose }: { row: TSubscriberRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { list, rows } = useSubscriberProfits(row.id);
  const [explained, setExplained] = useState<string | null>(null);
  return (
    <>
      <Modal opened={explained === null} onClose={onClose} title={t('subscriberProfits.title', { name: row.name })} size="lg" centered>
        <DataTable
          columns={profitColumns(t, setExplained)}
          rows={rows}
          rowKey={(profit) => profit.id}
          rowAttributes={(profit) => ({ 'data-testid': 'subscriber-profit-row', 'data-profit-id': profit.id })}
          state={list}
          emptyText={t('subscriberProfits.empty')}
          testId="subscriber-profits"
        />
      </Modal>
      <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
    </>
  );
}
