import type { ComponentType } from 'react';
import { lazy } from 'react';

/** Renewers of the screens whose code failed to load, waiting for the next retry. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy keeps a rejected import forever, so a screen that failed to load offline would fail
 * again after the connection is back. Each failed screen leaves a renewer here; a retry swaps in a
 * fresh lazy that imports again. Renewing only on an explicit retry (never on the failure itself)
 * keeps React from re-importing in a loop while the connection is down.
 */
export function retryFailedPageLoads(): void {
  const renewers = [...failedLoads];
  failedLoads.clear();
  for (const renew of renewers) renew();
}

/** React.lazy wants a default export; the project uses named ones. */
export function lazyNamed<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName): ComponentType {
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: (await load())[name] as ComponentType };
      } catch (error) {
        failedLoads.add(renew);
        throw error;
      }
    });
  let current = fresh();
  const renew = () => {
    current = fresh();
  };
  function LazyScreen() {
    const Screen = current;
    return <Screen />;
  }
  return LazyScreen;
}
