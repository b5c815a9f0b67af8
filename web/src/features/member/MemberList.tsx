import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import type { RowAttributes } from '../../app/tables/RowCards';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useMemberList, type MemberListKind, type MemberRow } from './use-member';

type MemberListProps<K extends MemberListKind, Row = MemberRow<K>> = {
  kind: K;
  /** The columns the API sorts this list by (contract/member.ts). */
  sorts: readonly string[];
  columns: DataColumn<Row>[];
  /** Always shown, not offered in the column picker (the row's actions). */
  fixed?: string[];
  rowAttributes?: (row: Row) => RowAttributes;
  minWidth: number;
};

/**
 * One of the member's own lists on the one table (docs/architecture.md §8): sorted on the server
 * from its headers, newest first until another sort is chosen; its sort and page size in the URL;
 * its columns chosen and remembered under `member.<kind>.columns`.
 */
export function MemberList<K extends MemberListKind>({ kind, sorts, columns: all, fixed, rowAttributes, minWidth }: MemberListProps<K>) {
  const { t } = useTranslation();
  const view = useListView({ sorts: sortValues(sorts), defaultSort: 'date-desc' });
  const { list, rows } = useMemberList(kind, view.query);
  const sortable = all.map((column) => ({ ...column, sortable: sorts.includes(column.key) }));
  const { columns, picker } = useColumnChoice(`member.${kind}`, sortable, { fixed });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">{picker}</Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={rowAttributes}
        state={list}
        sort={view.tableSort}
        emptyText={t('member.empty')}
        minWidth={minWidth}
        testId={`member-${kind}`}
      />
    </Stack>
  );
}
