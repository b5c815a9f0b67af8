import { useState } from 'react';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { useSubscriberOption } from '../subscribers/use-subscribers';

/**
 * The primary subscriber chosen for a new allocation, which is also the list's filter kept in the
 * URL: after a reload (or the back button) the URL's id is fetched again, so the picker shows its
 * name and the new allocation its subscription.
 */
type PrimaryView = {
  filters: { primarySubscriberId: string };
  setFilter: (key: 'primarySubscriberId', value: string | null) => void;
};

export function usePrimaryFilter(view: PrimaryView) {
  const id = view.filters.primarySubscriberId;
  const [picked, setPicked] = useState<TSubscriberOption | null>(null);
  const named = useSubscriberOption(picked?.id === id ? '' : id);
  const primary = id === '' ? null : picked?.id === id ? picked : (named.data ?? null);
  const choose = (chosen: TSubscriberOption | null) => {
    setPicked(chosen);
    view.setFilter('primarySubscriberId', chosen?.id ?? null);
  };
  return [primary, choose] as const;
}
