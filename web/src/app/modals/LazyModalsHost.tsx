import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../retryable-lazy';
import { modalsRequested } from './confirm';

const ModalsHost = lazyNamed(() => import('./ModalsHost'), 'ModalsHost');

/** Mounts the confirmation modals' provider when the first confirmation is asked for (openConfirm). */
export function LazyModalsHost() {
  const wanted = useSyncExternalStore(modalsRequested.subscribe, modalsRequested.current);
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  ) : null;
}
