import type { ComponentType } from 'react';
import { lazy } from 'react';
import { failedChunkUrl, retryUrl } from './route-error';

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

/**
 * A retried import. The browser also remembers a file that answered with an error (a 404 from a
 * server between deployments): import() of the same address fails again at once, without asking
 * the server. So when the plain import still fails, the file is asked for once more under a query
 * it has never had (`?retry=N`), which the browser treats as a new module and fetches; its own
 * imports keep their addresses, so the modules already running are shared, not loaded twice.
 * When that fails too, the first error stands, so the message (and the one-reload guard keyed
 * on it) stays the same.
 */
export async function importAgain<TModule>(load: () => Promise<TModule>, attempt: number, origin: string): Promise<TModule> {
  try {
    return await load();
  } catch (error) {
    const url = failedChunkUrl(error, origin);
    if (!url) throw error;
    try {
      return (await import(/* @vite-ignore */ retryUrl(url, attempt))) as TModule;
    } catch {
      throw error;
    }
  }
}

type PropsOf<TComponent> = TComponent extends ComponentType<infer TProps> ? TProps : Record<string, never>;

/** React.lazy wants a default export; the project uses named ones. A lazy part of a screen keeps its props. */
export function lazyNamed<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName): ComponentType<PropsOf<TModule[TName]>> {
  type TProps = PropsOf<TModule[TName]>;
  let retries = 0;
  const fresh = (attempt: number) =>
    lazy<ComponentType<object>>(async () => {
      try {
        const module = attempt === 0 ? await load() : await importAgain(load, attempt, window.location.origin);
        return { default: module[name] as ComponentType<object> };
      } catch (error) {
        failedLoads.add(renew);
        throw error;
      }
    });
  let current = fresh(0);
  const renew = () => {
    retries += 1;
    current = fresh(retries);
  };
  function LazyScreen(props: object) {
    const Screen = current;
    return <Screen {...props} />;
  }
  // The props are the loaded component's own (PropsOf above); TypeScript cannot follow it through the generic.
  return LazyScreen as ComponentType<TProps>;
}
