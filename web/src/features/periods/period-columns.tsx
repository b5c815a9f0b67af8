import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFileText, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TPeriodRow } from '../../../../contract/periods';
import type { DataColumn } from '../../app/tables/DataTable';
import { useFormat } from '../../i18n/format';

function StatusBadge({ row }: { row: TPeriodRow }) {
  const { t } = useTranslation();
  if (row.status === 'closed')
    return (
      <Badge color="red" variant="light" leftSection={<IconLock size={12} />} data-testid="period-status">
        {t('periods.status.closed')}
      </Badge>
    );
  if (!row.distributed)
    return (
      <Badge color="gray" variant="light" data-testid="period-status">
        {t('periods.status.notDistributed')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light" data-testid="period-status">
      {t('periods.status.open')}
    </Badge>
  );
}

/** Who did it and when, or a dash. */
function ByCell({ at, name, reason }: { at: string | null; name: string | null; reason?: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!at)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <>
      <Text size="sm">{t('periods.by', { at: format.dateTime(at), name: name ?? '—' })}</Text>
      {reason ? (
        <Text size="xs" c="dimmed">
          {t('periods.reason')}: {reason}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The audit chain's newest link stamped at the close (`id:hash`): kept outside Wasit, it is what
 * `npm run audit:verify -- --expect` checks later (docs/architecture.md §9).
 */
function AuditHead({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="period-audit-head" style={{ overflowWrap: 'anywhere' }}>
      {t('periods.auditHead')}: <span dir="ltr">{link}</span>
    </Text>
  );
}

/** Closing a period (in red) or reopening it; `label` names the month and currency for a screen reader. */
function PeriodAction({ kind, label, onClick }: { kind: 'close' | 'reopen'; label: string; onClick: () => void }) {
  const { t } = useTranslation();
  const closing = kind === 'close';
  return (
    <Button
      size="xs"
      color={closing ? 'red' : undefined}
      variant="light"
      leftSection={closing ? <IconLock size={14} /> : <IconLockOpen size={14} />}
      onClick={onClick}
      aria-label={label}
      data-testid={`${kind}-period`}
    >
      {t(closing ? 'periods.close' : 'periods.reopen')}
    </Button>
  );
}

/** Opens the month's report (docs/accounting.md §6); `label` names the month and currency for a screen reader. */
function ReportAction({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="default" leftSection={<IconFileText size={14} aria-hidden />} onClick={onClick} aria-label={label} data-testid="period-report">
      {t('periods.report.action')}
    </Button>
  );
}

type PeriodActions = {
  month: (row: TPeriodRow) => string;
  canClose: boolean;
  canReopen: boolean;
  onClose: (row: TPeriodRow) => void;
  onReopen: (row: TPeriodRow) => void;
  onReport: (row: TPeriodRow) => void;
};

/**
 * The closed-periods list's columns (docs/distribution.md §15): every month's report, close where
 * allowed, reopen for `all` holders.
 */
export function periodColumns(t: TFunction, { month, canClose, canReopen, onClose, onReopen, onReport }: PeriodActions): DataColumn<TPeriodRow>[] {
  const names = (row: TPeriodRow) => ({ month: month(row), currency: row.currency });
  return [
    { key: 'month', label: t('periods.columns.month'), cell: month },
    { key: 'currency', label: t('periods.columns.currency'), cell: (row) => row.currency },
    { key: 'status', label: t('periods.columns.status'), cell: (row) => <StatusBadge row={row} /> },
    {
      key: 'closed',
      label: t('periods.columns.closed'),
      cell: (row) =>
        row.status === 'closed' ? (
          <>
            <ByCell at={row.closedAt} name={row.closedBy} />
            {row.auditHead ? <AuditHead link={row.auditHead} /> : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { key: 'reopened', label: t('periods.columns.reopened'), cell: (row) => <ByCell at={row.reopenedAt} name={row.reopenedBy} reason={row.reopenReason} /> },
    {
      key: 'actions',
      label: t('periods.columns.actions'),
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          <ReportAction label={t('periods.report.label', names(row))} onClick={() => onReport(row)} />
          {row.status === 'open' && row.distributed && canClose ? (
            <PeriodAction kind="close" label={t('periods.closeLabel', names(row))} onClick={() => onClose(row)} />
          ) : null}
          {row.status === 'closed' && canReopen ? (
            <PeriodAction kind="reopen" label={t('periods.reopenLabel', names(row))} onClick={() => onReopen(row)} />
          ) : null}
        </Group>
      ),
    },
  ];
}
