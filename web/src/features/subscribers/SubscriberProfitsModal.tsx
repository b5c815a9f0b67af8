import { Badge, Button, Center, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberRow } from '../../../../contract/subscribers';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { ExplainButton } from '../profit-explanations/ExplainButton';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';
import { useSubscriberProfits } from './use-subscribers';

/**
 * A subscriber's profit rows, newest first; a row of type profit opens its explanation
 * (docs/distribution.md §17). The list steps aside while the explanation is open and comes back after.
 */
export function SubscriberProfitsModal({ row, onClose }: { row: TSubscriberRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { list, rows } = useSubscriberProfits(row.id);
  const [explained, setExplained] = useState<string | null>(null);
  return (
    <>
      <Modal opened={explained === null} onClose={onClose} title={t('subscriberProfits.title', { name: row.name })} size="lg" centered>
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="md"><Text c="dimmed">{t('subscriberProfits.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('subscriberProfits.title', { name: row.name }) } }}>
              <Table striped data-testid="subscriber-profits">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('subscriberProfits.date')}</Table.Th>
                    <Table.Th>{t('subscriberProfits.type')}</Table.Th>
                    <Table.Th>{t('subscriberProfits.amount')}</Table.Th>
                    <Table.Th>{t('subscriberProfits.status')}</Table.Th>
                    <Table.Th>{t('subscriberProfits.explanation')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((profit) => (
                    <Table.Tr key={profit.id} data-testid="subscriber-profit-row" data-profit-id={profit.id}>
                      <Table.Td><Day value={profit.profitDate} /></Table.Td>
                      <Table.Td>{t(`reports.types.${profit.type}`)}</Table.Td>
                      <Table.Td><Money amount={profit.amount} currency={profit.currency} /></Table.Td>
                      <Table.Td>
                        <Badge color={profit.paid ? 'teal' : 'gray'} variant="light">{profit.paid ? t('member.profits.paid') : t('member.profits.unpaid')}</Badge>
                      </Table.Td>
                      <Table.Td>{profit.type === 'profit' ? <ExplainButton profitRowId={profit.id} onExplain={() => setExplained(profit.id)} /> : null}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {list.hasNextPage ? (
            <Center mt="md">
              <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="subscriber-profits-more">{t('subscriberProfits.loadMore')}</Button>
            </Center>
          ) : null}
        </QueryState>
      </Modal>
      <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
    </>
  );
}
