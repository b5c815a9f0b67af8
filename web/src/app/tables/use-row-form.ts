import { useState } from 'react';
import { useUrlPatch } from '../use-url-patch';

/**
 * Which form a list shows: a row being edited, 'new' for a new row, or none. A link to `?new=1`
 * (the dashboard's quick actions) opens the new-row form; closing the form drops that flag and
 * keeps the rest of the list's view in the URL.
 */
export function useRowForm<Row>() {
  const [params, patch] = useUrlPatch();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    if (params.has('new')) patch({ new: null }, true);
  };
  return { open: editing ?? (params.get('new') === '1' ? ('new' as const) : null), edit: setEditing, close };
}
