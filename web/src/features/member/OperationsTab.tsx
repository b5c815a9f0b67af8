import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { PagedFooter } from './PagedFooter';
import { useMemberOperations } from './use-member';
import { Day } from '../../app/Day';

/** Operations where the member was the client or the mediator, newest first. */
export function OperationsTab() {
  const { t } = useTranslation();
  const { list, rows } = useMemberOperations(true);
  return (
    <QueryState query={list}>
      <Table.ScrollContainer minWidth={600}>
        <Table striped data-testid="member-operations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('member.operations.date')}</Table.Th>
              <Table.Th>{t('member.operations.number')}</Table.Th>
              <Table.Th>{t('member.operations.role')}</Table.Th>
              <Table.Th>{t('member.operations.counterpart')}</Table.Th>
              <Table.Th>{t('member.operations.amount')}</Table.Th>
              <Table.Th>{t('member.operations.mediatorShare')}</Table.Th>
              <Table.Th>{t('member.operations.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td><Day value={row.operationDate} /></Table.Td>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{t(`member.roles.${row.role}`)}</Table.Td>
                <Table.Td>{row.counterpartName}</Table.Td>
                <Table.Td>
                  <Money amount={row.amount} currency={row.currency} />
                </Table.Td>
                <Table.Td>{row.mediatorShare ? <Money amount={row.mediatorShare} currency={row.currency} /> : '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`reports.operationStatus.${row.status}`)}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagedFooter list={list} count={rows.length} />
    </QueryState>
  );
}
