import { Alert, Button, Group, List, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBulkSummary } from '../../../../../contract/bulk-actions';
import type { ErrorCode } from '../../../../../contract/errors';
import { ApiError } from '../../../api/api-error';
import { api, type ApiPath } from '../../../api/client';
import { translateError } from '../../../api/translate-error';
import { runBulk, type BulkProgress } from './run-bulk';
import { SelectionExport, type SelectionExportProps } from './SelectionExport';
import type { BulkSelectionState } from './use-bulk-selection';

/** One action of the bar: its label and the confirmation's words, where it is sent, and what it adds to the selection. */
export type BulkAction = {
  key: string;
  label: string;
  /** The confirmation's question for `count` rows. */
  confirm: (count: number) => string;
  path: ApiPath<'post'>;
  /** The action's own fields beside the selection (a decision, active or not). */
  fields?: Record<string, unknown>;
  /** A money write: sent with an Idempotency-Key. */
  idempotent: boolean;
  color?: string;
};

type MatchCountPath = '/api/operations/matching-count' | '/api/profit-requests/matching-count' | '/api/individuals/matching-count';

type BulkActionsProps = {
  selection: Omit<BulkSelectionState, 'selected' | 'setSelected'> & { selected: readonly { id: string }[] };
  /** How many rows the list's filter keeps ("select all N matching"). */
  countPath: MatchCountPath;
  actions: readonly BulkAction[];
  /** The query keys refreshed once an action ran. */
  refresh: readonly (readonly unknown[])[];
  /** How a refused row is named in the summary: its number or name when the page shows it. */
  rowName: (id: string) => string | undefined;
  /**
   * The list's export, offered for the selection (docs/operations.md §12): of the picked rows' ids,
   * or of the list's own filter once every matching row is selected.
   */
  exportSelection?: Omit<SelectionExportProps, 'picked'>;
  testId: string;
};

type Run = {
  action: BulkAction;
  count: number;
  stage: 'confirm' | 'running' | 'summary';
  progress: BulkProgress | null;
  summary: TBulkSummary | null;
  error: unknown;
};

/**
 * A list's bulk action bar (docs/operations.md §12): how many rows are picked, "select all N
 * matching", the actions; each asks for confirmation, shows the rows done as the server reports
 * them, then the summary (done, sent for approval, refused rows with their reason).
 */
export function BulkActions({ selection, countPath, actions, refresh, rowName, exportSelection, testId }: BulkActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const picked = selection.selected.length;
  const matching = useQuery({
    queryKey: ['bulk-count', countPath, selection.filter],
    queryFn: () => api.getWithUrlQuery(countPath, selection.filter),
    enabled: picked > 0,
  });
  const count = selection.allMatching ? (matching.data?.count ?? picked) : picked;
  const start = (action: BulkAction) => setRun({ action, count, stage: 'confirm', progress: null, summary: null, error: null });
  const confirm = (current: Run) => {
    const body = { ...(selection.allMatching ? { filter: selection.filter } : { ids: selection.selected.map((row) => row.id) }), ...current.action.fields };
    setRun({ ...current, stage: 'running' });
    runBulk(current.action.path, body, { idempotent: current.action.idempotent, onProgress: (progress) => setRun((now) => (now ? { ...now, progress } : now)) })
      .then(
        (summary) => setRun((now) => (now ? { ...now, stage: 'summary', summary } : now)),
        (error: unknown) => setRun((now) => (now ? { ...now, stage: 'summary', error } : now)),
      )
      .finally(() => {
        selection.clear();
        for (const key of refresh) void queryClient.invalidateQueries({ queryKey: key });
      });
  };
  const close = () => setRun((now) => (now?.stage === 'running' ? now : null));

  return (
    <>
      {picked > 0 ? (
        <Paper withBorder p="sm" role="region" aria-label={t('bulk.barLabel')} data-testid={testId}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={600} data-testid="bulk-count" aria-live="polite">
                {selection.allMatching ? t('bulk.allMatchingSelected', { count }) : t('bulk.selected', { count: picked })}
              </Text>
              {!selection.allMatching && matching.data && matching.data.count > picked && !matching.data.overLimit ? (
                <Button variant="subtle" size="compact-sm" onClick={selection.selectAllMatching} data-testid="bulk-select-all">
                  {t('bulk.selectAllMatching', { count: matching.data.count })}
                </Button>
              ) : null}
              {!selection.allMatching && matching.data?.overLimit ? (
                <Text size="sm" c="dimmed">
                  {t('bulk.overLimit', { limit: matching.data.limit })}
                </Text>
              ) : null}
            </Group>
            <Group gap="xs" wrap="wrap">
              {actions.map((action) => (
                <Button key={action.key} color={action.color} onClick={() => start(action)} data-testid={`bulk-${action.key}`}>
                  {action.label}
                </Button>
              ))}
              {exportSelection ? (
                <SelectionExport {...exportSelection} picked={selection.allMatching ? null : selection.selected.map((row) => row.id)} />
              ) : null}
              <Button variant="default" onClick={selection.clear} data-testid="bulk-clear">
                {t('bulk.clear')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <Modal
        opened={run !== null}
        onClose={close}
        title={run?.action.label}
        closeOnClickOutside={run?.stage !== 'running'}
        withCloseButton={run?.stage !== 'running'}
      >
        {run ? <RunBody run={run} onConfirm={() => confirm(run)} onClose={close} rowName={rowName} /> : null}
      </Modal>
    </>
  );
}

function RunBody({ run, onConfirm, onClose, rowName }: { run: Run; onConfirm: () => void; onClose: () => void; rowName: (id: string) => string | undefined }) {
  const { t } = useTranslation();
  if (run.stage === 'confirm') {
    return (
      <Stack gap="md" data-testid="bulk-confirm">
        <Text size="sm">{run.action.confirm(run.count)}</Text>
        <Text size="sm" c="dimmed">
          {t('bulk.eachRow')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('bulk.back')}
          </Button>
          <Button color={run.action.color} onClick={onConfirm} data-testid="bulk-confirm-button" data-autofocus>
            {run.action.label}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (run.stage === 'running') {
    const { done = 0, total = run.count } = run.progress ?? {};
    return (
      <Stack gap="sm" data-testid="bulk-running">
        <Text size="sm">{t('bulk.progress', { done, total })}</Text>
        <Progress
          value={total === 0 ? 0 : (done * 100) / total}
          aria-label={t('bulk.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={t('bulk.progress', { done, total })}
          animated
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="bulk-summary">
      {run.summary ? (
        <Summary summary={run.summary} rowName={rowName} />
      ) : (
        <Alert color="red" role="alert">
          {translateError(t, run.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="bulk-summary-close" data-autofocus>
          {t('bulk.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function Summary({ summary, rowName }: { summary: TBulkSummary; rowName: (id: string) => string | undefined }) {
  const { t } = useTranslation();
  const reason = (code: ErrorCode, params: Record<string, unknown>) => translateError(t, new ApiError({ code, status: 400, params }));
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="bulk-done">
        {t('bulk.done', { count: summary.done, total: summary.total })}
      </Text>
      {summary.sentForApproval > 0 ? (
        <Text size="sm" data-testid="bulk-sent-for-approval">
          {t('bulk.sentForApproval', { count: summary.sentForApproval })}
        </Text>
      ) : null}
      {summary.refused.length > 0 ? (
        <>
          <Text size="sm" fw={600} data-testid="bulk-refused">
            {t('bulk.refused', { count: summary.refused.length })}
          </Text>
          <List size="sm" spacing={4} data-testid="bulk-refused-list" style={{ overflowWrap: 'anywhere' }}>
            {summary.refused.map((row) => (
              <List.Item key={row.id} data-id={row.id}>
                <Text span size="sm" fw={600}>
                  {rowName(row.id) ?? row.id}
                </Text>
                {': '}
                {reason(row.code, row.params)}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
