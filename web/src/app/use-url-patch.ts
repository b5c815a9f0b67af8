import { useSearchParams } from 'react-router';

/** Keys of the URL's query to set (a non-empty value) or remove (empty, null or undefined). */
export type UrlPatch = Record<string, string | null | undefined>;

/**
 * The page's query parameters and a writer that changes some of them, keeping the rest. The
 * writer starts from the address bar, not from react-router's `current`: its functional update
 * hands over the parameters of the render that made the callback, and the router re-renders in a
 * transition a busy page defers, so two changes made before that render (a status, then a period,
 * picked quickly) kept only the second (react-router issue #9757). The address bar already holds
 * the first, as the router writes history before it renders.
 */
export function useUrlPatch() {
  const [params, setParams] = useSearchParams();
  const patch = (changes: UrlPatch, replace = false) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace });
  };
  return [params, patch] as const;
}
