import { ActionIcon, Badge, Card, Center, Group, Menu, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDots, IconLock, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_STATUSES, LEDGER_TYPES, type LedgerStatus, type LedgerType, type TLedgerRow } from '../../../../contract/ledger';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { translateError } from '../../api/translate-error';
import { LoadMore } from '../../app/LoadMore';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { isLanguage } from '../../i18n/languages';
import { closedKey, useClosedMonths } from '../periods/use-periods';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { ledgerActionsFor, receiptUrl, useLedger, useLedgerAction, type LedgerAction } from './use-ledger';
import { Day } from '../../app/Day';
import { openConfirm } from '../../app/modals/confirm';

const STATUS_COLORS: Record<LedgerStatus, string> = { pending: 'yellow', completed: 'teal', cancelled: 'gray' };
const ICONS = { complete: IconCheck, cancel: IconX, reverse: IconArrowBackUp } as const;

function RowMenu({ row, closed }: { row: TLedgerRow; closed: boolean }) {
  const { t, i18n } = useTranslation();
  const act = useLedgerAction();
  const run = (action: LedgerAction) =>
    void openConfirm({
      title: t(`capital.actions.${action}`),
      children: <Text size="sm">{t(`capital.confirmAction.${action}`)}</Text>,
      labels: { confirm: t(`capital.actions.${action}`), cancel: t('common.cancel') },
      confirmProps: { color: action === 'complete' ? 'teal' : 'red' },
      onConfirm: () =>
        void act.mutateAsync({ id: row.id, action }).then(
          () => toastSuccess(t(`capital.done.${action}`)),
          (error: unknown) => toastError(translateError(t, error)),
        ),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('people.actions')} loading={act.isPending} data-testid="ledger-actions"><IconDots size={18} /></ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A row of a closed month can no longer change (docs/distribution.md §15): no action is offered. */}
        {(closed ? [] : ledgerActionsFor(row)).map((action) => {
          const Glyph = ICONS[action];
          return <Menu.Item key={action} leftSection={<Glyph size={16} />} onClick={() => run(action)} data-testid={`ledger-${action}`}>{t(`capital.actions.${action}`)}</Menu.Item>;
        })}
        <Menu.Item leftSection={<IconPrinter size={16} />} component="a" href={receiptUrl(row.id, isLanguage(i18n.language) ? i18n.language : 'en')} target="_blank" rel="noopener" data-testid="ledger-receipt">
          {t('capital.receipt')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The ledger history: filtered and paged on the server, newest first. */
export function LedgerHistory() {
  const { t } = useTranslation();
  const [subscriber, setSubscriber] = useState<TSubscriberOption | null>(null);
  const [type, setType] = useState<LedgerType | null>(null);
  const [status, setStatus] = useState<LedgerStatus | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { list, rows } = useLedger({ subscriberId: subscriber?.id ?? null, type, status, from, to });
  const closedMonths = useClosedMonths();
  const isClosed = (row: TLedgerRow) => closedMonths.has(closedKey(row.transactionDate, row.currency));
  return (
    <Card withBorder padding="md">
      <Title order={4} mb="sm">{t('capital.history')}</Title>
      <Stack>
        <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
          <SubscriberPicker label={t('capital.fields.subscriber')} value={subscriber} onChange={setSubscriber} testId="history-subscriber" required={false} />
          <Select label={t('capital.fields.type')} placeholder={t('common.all')} data={LEDGER_TYPES.map((code) => ({ value: code, label: t(`capital.types.${code}`) }))} value={type} onChange={(code) => setType(code as LedgerType | null)} clearable miw={130} />
          <Select label={t('capital.fields.status')} placeholder={t('common.all')} data={LEDGER_STATUSES.map((code) => ({ value: code, label: t(`capital.statuses.${code}`) }))} value={status} onChange={(code) => setStatus(code as LedgerStatus | null)} clearable miw={130} data-testid="history-status" />
          <TextInput type="date" label={t('capital.from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} miw={140} />
          <TextInput type="date" label={t('capital.to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} miw={140} />
        </Group>
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('capital.empty')}</Text></Center>
          ) : (
            <>
              {rows.some(isClosed) ? <Text size="sm" c="dimmed" data-testid="ledger-closed-hint">{t('periods.ledgerClosedHint')}</Text> : null}
              <Table.ScrollContainer minWidth={780}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('capital.fields.date')}</Table.Th>
                      <Table.Th>{t('capital.fields.subscriber')}</Table.Th>
                      <Table.Th>{t('capital.fields.type')}</Table.Th>
                      <Table.Th>{t('capital.fields.amount')}</Table.Th>
                      <Table.Th>{t('capital.fields.status')}</Table.Th>
                      <Table.Th>{t('capital.fields.note')}</Table.Th>
                      <Table.Th>{t('people.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.id} data-testid="ledger-row" data-id={row.id}>
                        <Table.Td>
                          <Text span size="sm"><Day value={row.transactionDate} /></Text>
                          {isClosed(row) ? <Badge ms={6} size="xs" color="red" variant="light" leftSection={<IconLock size={10} />} data-testid="ledger-closed-badge">{t('periods.closedBadge')}</Badge> : null}
                        </Table.Td>
                        <Table.Td>{row.subscriberName}</Table.Td>
                        <Table.Td>
                          {t(`capital.types.${row.type}`)}
                          {row.creditType ? <Text span size="xs" c="dimmed"> · {t(`capital.creditTypes.${row.creditType}`)}</Text> : null}
                          {row.reversesId ? <Badge ms={6} size="xs" variant="outline">{t('capital.reversal', { id: row.reversesId })}</Badge> : null}
                          {row.reversedById ? <Badge ms={6} size="xs" variant="outline" color="gray">{t('capital.reversed')}</Badge> : null}
                        </Table.Td>
                        <Table.Td><Money amount={row.amount} currency={row.currency} /></Table.Td>
                        <Table.Td><Badge color={STATUS_COLORS[row.status]} variant="light" data-testid="ledger-status-badge">{t(`capital.statuses.${row.status}`)}</Badge></Table.Td>
                        <Table.Td><Text size="sm" lineClamp={1}>{row.note}</Text></Table.Td>
                        <Table.Td><RowMenu row={row} closed={isClosed(row)} /></Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </QueryState>
        <LoadMore list={list} />
      </Stack>
    </Card>
  );
}
