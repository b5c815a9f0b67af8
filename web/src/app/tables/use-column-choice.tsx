import { usePreference } from '../../api/use-preference';
import { ColumnPicker } from './ColumnPicker';
import type { DataColumn } from './DataTable';

type ColumnChoiceOptions = {
  /** Shown until the user chooses; every column when not given. */
  defaults?: readonly string[];
  /** Always shown and not offered in the picker (the row's actions). */
  fixed?: readonly string[];
};

/**
 * The columns a user chose to see in a list, remembered on the server under `<list>.columns` so
 * that they follow the user across sign-ins and machines, and the picker that changes them. Names
 * the list no longer has are dropped; the list's own order is kept.
 */
export function useColumnChoice<Row>(list: string, all: readonly DataColumn<Row>[], { defaults, fixed = [] }: ColumnChoiceOptions = {}) {
  const { query, save } = usePreference(`${list}.columns`);
  const stored = query.data?.preference;
  const offered = all.filter((column) => !fixed.includes(column.key));
  const chosen = Array.isArray(stored) ? offered.filter((column) => stored.includes(column.key)).map((column) => column.key) : [];
  const visible = chosen.length > 0 ? chosen : (defaults ?? offered.map((column) => column.key));
  return {
    columns: all.filter((column) => fixed.includes(column.key) || visible.includes(column.key)),
    /** The visible columns' keys in the list's order, as an export names them. */
    keys: offered.filter((column) => visible.includes(column.key)).map((column) => column.key),
    picker: <ColumnPicker all={offered} visible={visible} onChange={(next) => save.mutate(next)} />,
  };
}
