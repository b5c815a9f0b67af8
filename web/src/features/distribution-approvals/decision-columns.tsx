import type { TFunction } from 'i18next';
import type { DataColumn } from '../../app/tables/DataTable';
import { DecideButtons } from '../../app/tables/DecideButtons';
import { DecisionStatus, type Decided } from './DecisionStatus';

type Proposal = Decided & { proposedBy: { name: string }; proposedAt: string };

/** How a proposals table shows dates, and whether and how its reader decides a pending row. */
export type DecisionActions<Row> = {
  formatDate: (iso: string) => string;
  canDecide: boolean;
  deciding: boolean;
  onApprove: (row: Row) => void;
  onReject: (row: Row) => void;
};

/**
 * The columns a four-eyes proposals table ends with (a distribution run, a held money write): who
 * proposed the row and when, its decision, and approve and reject while it is pending. `words` is
 * the table's own translations (`<words>.columns.*`, `<words>.statuses.*`).
 */
export function decisionColumns<Row extends Proposal>(
  t: TFunction,
  words: 'approvals' | 'moneyApprovals',
  testIds: { approve: string; reject: string },
  { formatDate, canDecide, deciding, onApprove, onReject }: DecisionActions<Row>,
): DataColumn<Row>[] {
  return [
    { key: 'proposedBy', label: t(`${words}.columns.proposedBy`), cell: (row) => row.proposedBy.name },
    { key: 'proposedAt', label: t(`${words}.columns.proposedAt`), cell: (row) => formatDate(row.proposedAt) },
    {
      key: 'status',
      label: t(`${words}.columns.status`),
      cell: (row) => <DecisionStatus proposal={row} label={t(`${words}.statuses.${row.status}`)} />,
    },
    {
      key: 'actions',
      label: t(`${words}.columns.actions`),
      cell: (row) =>
        row.status === 'pending' && canDecide ? (
          <DecideButtons
            approve={{ label: t('approvals.approve'), onClick: () => onApprove(row), testId: testIds.approve }}
            reject={{ label: t('approvals.reject'), onClick: () => onReject(row), testId: testIds.reject }}
            deciding={deciding}
          />
        ) : null,
    },
  ];
}
