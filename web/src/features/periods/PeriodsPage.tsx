import { Badge, Button, Card, Center, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import type { TPeriodRow } from '../../../../contract/periods';
import { holdsPermission } from '../../../../contract/permissions';
import { QueryState } from '../../app/QueryState';
import { useFormat } from '../../i18n/format';
import { yearChoices } from '../profit-distribution/PeriodCard';
import { useSessionUser } from '../session/use-session';
import { CloseMonthModal, ReopenMonthModal } from './PeriodModals';
import { usePeriods } from './use-periods';

function StatusBadge({ row }: { row: TPeriodRow }) {
  const { t } = useTranslation();
  if (row.status === 'closed') return <Badge color="red" variant="light" leftSection={<IconLock size={12} />} data-testid="period-status">{t('periods.status.closed')}</Badge>;
  if (!row.distributed) return <Badge color="gray" variant="light" data-testid="period-status">{t('periods.status.notDistributed')}</Badge>;
  return <Badge color="teal" variant="light" data-testid="period-status">{t('periods.status.open')}</Badge>;
}

/** Who did it and when, or a dash. */
function ByCell({ at, name, reason }: { at: string | null; name: string | null; reason?: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!at) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <>
      <Text size="sm">{t('periods.by', { at: format.dateTime(at), name: name ?? '—' })}</Text>
      {reason ? <Text size="xs" c="dimmed">{t('periods.reason')}: {reason}</Text> : null}
    </>
  );
}

/**
 * Closed periods (docs/distribution.md §15): a screen of its own rather than a tab of the
 * distribution page, because closing is a permission of its own (a controller closes without
 * distributing) and a month closes across both sources, which that page shows one at a time.
 */
export function PeriodsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSessionUser();
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [currency, setCurrency] = useState<string | null>(null);
  const [closing, setClosing] = useState<TPeriodRow | null>(null);
  const [reopening, setReopening] = useState<TPeriodRow | null>(null);
  const periods = usePeriods({ year, currency: currency ?? undefined });
  const canClose = user ? holdsPermission(user.permissions, 'close-periods') : false;
  const canReopen = user ? user.permissions.includes('all') : false;
  const rows = periods.data?.items ?? [];
  return (
    <Stack gap="lg" data-testid="periods-page">
      <div>
        <Title order={2}>{t('periods.title')}</Title>
        <Text c="dimmed">{t('periods.subtitle')}</Text>
      </div>
      <Card withBorder padding="md">
        <Group wrap="wrap" align="flex-end" mb="md">
          <Select label={t('periods.year')} data={yearChoices()} value={year} onChange={(next) => next && setYear(next)} allowDeselect={false} w={120} data-testid="periods-year" />
          <Select label={t('periods.currency')} placeholder={t('common.all')} data={[...CURRENCY_CODES]} value={currency} onChange={setCurrency} clearable w={140} data-testid="periods-currency" />
        </Group>
        <QueryState query={periods}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('periods.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={680}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('periods.columns.month')}</Table.Th>
                    <Table.Th>{t('periods.columns.currency')}</Table.Th>
                    <Table.Th>{t('periods.columns.status')}</Table.Th>
                    <Table.Th>{t('periods.columns.closed')}</Table.Th>
                    <Table.Th>{t('periods.columns.reopened')}</Table.Th>
                    <Table.Th>{t('periods.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const names = { month: format.month(row.period), currency: row.currency };
                    return (
                      <Table.Tr key={`${row.period}-${row.currency}`} data-testid="period-row" data-period={row.period} data-currency={row.currency}>
                        <Table.Td>{names.month}</Table.Td>
                        <Table.Td>{row.currency}</Table.Td>
                        <Table.Td><StatusBadge row={row} /></Table.Td>
                        <Table.Td>{row.status === 'closed' ? <ByCell at={row.closedAt} name={row.closedBy} /> : <Text size="sm" c="dimmed">—</Text>}</Table.Td>
                        <Table.Td><ByCell at={row.reopenedAt} name={row.reopenedBy} reason={row.reopenReason} /></Table.Td>
                        <Table.Td>
                          {row.status === 'open' && row.distributed && canClose ? (
                            <Button size="xs" color="red" variant="light" leftSection={<IconLock size={14} />} onClick={() => setClosing(row)} aria-label={t('periods.closeLabel', names)} data-testid="close-period">
                              {t('periods.close')}
                            </Button>
                          ) : null}
                          {row.status === 'closed' && canReopen ? (
                            <Button size="xs" variant="light" leftSection={<IconLockOpen size={14} />} onClick={() => setReopening(row)} aria-label={t('periods.reopenLabel', names)} data-testid="reopen-period">
                              {t('periods.reopen')}
                            </Button>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
      <CloseMonthModal row={closing} onClose={() => setClosing(null)} />
      <ReopenMonthModal row={reopening} onClose={() => setReopening(null)} />
    </Stack>
  );
}
