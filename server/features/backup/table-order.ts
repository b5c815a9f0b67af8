import type { TableShape } from '../../../db/queries/backup';

/** Parents before children (foreign-key order), ties by name so two backups of one database read alike. */
export function inForeignKeyOrder(tables: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const known = new Set(tables.map((table) => table.name));
  let waiting = [...tables].sort((left, right) => left.name.localeCompare(right.name));
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => table.parents.every((parent) => placed.has(parent) || !known.has(parent)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${waiting.map((table) => table.name).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    waiting = waiting.filter((table) => !placed.has(table.name));
  }
  return ordered;
}
