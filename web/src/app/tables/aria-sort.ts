/**
 * mantine-datatable (9.x) gives a sortable header `role="button"` and no `aria-sort`, so a screen
 * reader cannot tell how a list is sorted, and `aria-sort` is not allowed on a button. It takes no
 * attributes for its header cells; this sets them on the header it renders, after each render: every
 * sortable header is a column header (still focusable, Enter still sorts) whose `aria-sort` says
 * "ascending" or "descending" on the sorted one and "none" on the others.
 */
export function markSortedHeaders(table: HTMLTableElement | null, sortable: readonly string[], sorted: { column: string; direction: 'asc' | 'desc' }): void {
  if (!table) return;
  for (const cell of table.querySelectorAll<HTMLTableCellElement>('thead th[data-accessor]')) {
    const accessor = cell.dataset.accessor ?? '';
    if (!sortable.includes(accessor)) {
      cell.removeAttribute('aria-sort');
      continue;
    }
    cell.setAttribute('role', 'columnheader');
    const direction = accessor === sorted.column ? (sorted.direction === 'desc' ? 'descending' : 'ascending') : 'none';
    cell.setAttribute('aria-sort', direction);
  }
}
