import type { TFunction } from 'i18next';
import type { UserStatus } from '../../../../contract/user-types';
import type { TUserRow } from '../../../../contract/users';
import { badgeColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { createdAtColumn, emailColumn, nameColumn, phoneColumn } from '../../app/tables/column-builders';
import { UserRowActions } from './UserRowActions';

const STATUS_COLORS: Record<UserStatus, string> = { pending: 'yellow', active: 'teal', disabled: 'orange', inactive: 'gray' };

type UserColumnsOptions = {
  typeLabel: (code: string) => string;
  formatDate: (iso: string | null) => string;
  onChangeType: (row: TUserRow) => void;
  onLinkIndividual: (row: TUserRow) => void;
  onResetTwoFactor: (row: TUserRow) => void;
};

/** The users list's columns; the sortable ones are those the API sorts by (contract/users.ts). */
export function userColumns(t: TFunction, { typeLabel, formatDate, ...handlers }: UserColumnsOptions): DataColumn<TUserRow>[] {
  const status = (row: TUserRow) => ({ color: STATUS_COLORS[row.status], text: t(`users.status.${row.status}`) });
  return [
    nameColumn(t('users.columns.name')),
    emailColumn(t('users.columns.email')),
    phoneColumn(t('users.columns.phone'), true),
    { key: 'type', label: t('users.columns.type'), sortable: true, cell: (row) => typeLabel(row.type) },
    badgeColumn('status', t('users.columns.status'), status, { testId: 'user-status' }),
    { key: 'lastLogin', label: t('users.columns.lastLogin'), sortable: true, cell: (row) => formatDate(row.lastLogin) },
    createdAtColumn(t('users.columns.createdAt'), formatDate),
    {
      key: 'actions',
      label: t('users.columns.actions'),
      cell: (row) => (
        <UserRowActions
          row={row}
          onChangeType={() => handlers.onChangeType(row)}
          onLinkIndividual={() => handlers.onLinkIndividual(row)}
          onResetTwoFactor={() => handlers.onResetTwoFactor(row)}
        />
      ),
    },
  ];
}

export const USERS_TABLE: TableFrame<TUserRow> = {
  testId: 'users-table',
  minWidth: 820,
  rowAttributes: (row) => ({ 'data-testid': 'user-row', 'data-email': row.email }),
};
