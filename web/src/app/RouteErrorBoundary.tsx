import { Box, Button, Code, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useOnline } from './ConnectivityBadge';
import { SectionLoader } from './FullScreenLoader';
import { NotFoundPage } from './NotFoundPage';
import { retryFailedPageLoads } from './retryable-lazy';
import type { RouteFailure } from './route-error';
import { claimStaleChunkReload, describeRouteFailure, failedChunkUrl, isChunkLoadError, probeFile } from './route-error';
import { StatusMessage } from './StatusMessage';

const PROBE_TIMEOUT_MS = 5_000;

type Probe = 'skipped' | 'pending' | 'reachable' | 'gone' | 'unreachable';

const PROBE_OF_FILE = { gone: 'gone', present: 'reachable', unreachable: 'unreachable' } as const;

/**
 * Whether the server answers, which tells a replaced file (stale deployment) from a lost connection:
 * the file the failed import names is asked for itself ('gone' when the server no longer has it);
 * when the browser names no file, the health check says whether the server answers at all.
 */
function useServerProbe(enabled: boolean, error: unknown): Probe {
  const [answer, setAnswer] = useState<{ error: unknown; probe: Probe } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
    const file = failedChunkUrl(error, window.location.origin);
    const probed: Promise<Probe> = file
      ? probeFile(file, (input, init) => fetch(input, init), signal).then((found) => PROBE_OF_FILE[found])
      : fetch('/api/health', { method: 'HEAD', cache: 'no-store', signal }).then(
          (response) => (response.ok ? 'reachable' : 'unreachable'),
          () => 'unreachable',
        );
    void probed.then((probe) => {
      if (!cancelled) setAnswer({ error, probe });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, error]);
  if (!enabled) return 'skipped';
  return answer && answer.error === error ? answer.probe : 'pending';
}

type ReloadDecision = 'deciding' | 'reloading' | 'staying';

/**
 * Reloads the tab once when a screen's file is gone while the server answers (a new deployment).
 * Until the guard has decided, the screen stays a loader: drawing the message first would flash it
 * (and its Retry) on a tab that is about to reload.
 */
function useStaleChunkReload(error: unknown, serverAnswers: boolean): ReloadDecision {
  const [decided, setDecided] = useState<{ error: unknown; reload: boolean } | null>(null);
  const applies = serverAnswers && isChunkLoadError(error);
  useEffect(() => {
    if (!serverAnswers || !isChunkLoadError(error)) return;
    let claimed = false;
    try {
      claimed = claimStaleChunkReload(error, window.sessionStorage);
    } catch {
      // Storage refused (private mode, policy): never reload without the guard that stops a loop.
    }
    setDecided({ error, reload: claimed });
    if (claimed) window.location.reload();
  }, [error, serverAnswers]);
  if (!applies) return 'staying';
  if (decided?.error !== error) return 'deciding';
  return decided.reload ? 'reloading' : 'staying';
}

/** Why, when it is known; otherwise what the user can do. */
function causeKey(failure: RouteFailure): string {
  if (failure.cause === 'offline') return 'routeError.offline';
  if (failure.cause === 'unreachable') return 'routeError.unreachable';
  if (failure.cause === 'replaced') return 'routeError.replaced';
  return failure.kind === 'page-not-loaded' ? 'routeError.pageText' : 'routeError.unexpectedText';
}

/**
 * Every route's error boundary: a translated message, the cause when known, the request id of a
 * failed API call, and a Retry that loads the screen again. Never React Router's developer screen.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  // A chunk that failed offline is explained by the lost connection; only one that failed online
  // may be a replaced file worth a reload.
  const [onlineAtFailure] = useState(online);
  const chunkFailed = isChunkLoadError(error);
  const probe = useServerProbe(chunkFailed && onlineAtFailure && online, error);
  const reload = useStaleChunkReload(error, probe === 'reachable' || probe === 'gone');
  const failure = describeRouteFailure(error, { online, serverReachable: probe !== 'unreachable', fileGone: probe === 'gone' });

  if (failure.kind === 'not-found') return <NotFoundPage />;
  if (probe === 'pending' || reload !== 'staying') return <SectionLoader />;

  const retry = () => {
    retryFailedPageLoads();
    // The failed screen is unmounted, so its queries have no observer: dropping them makes it fetch
    // afresh instead of drawing the answer that may have broken it. The shell's session stays.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  };
  const pageNotLoaded = failure.kind === 'page-not-loaded';
  // A file the server no longer has cannot be imported again, whatever its address: only the new
  // page, which names the new version's files, brings the screen back. Retry is not offered then.
  const replaced = failure.cause === 'replaced';
  return (
    <Box role="alert" data-testid="route-error">
      <StatusMessage
        icon={failure.cause === 'offline' ? <IconWifiOff size={32} /> : <IconAlertTriangle size={32} />}
        color={failure.cause === 'offline' ? 'gray' : 'red'}
        title={t(pageNotLoaded ? 'routeError.pageTitle' : 'routeError.unexpectedTitle')}
        description={t(causeKey(failure))}
        actions={
          <>
            {failure.requestId ? (
              <Text size="sm" c="dimmed">
                {t('routeError.requestId')} <Code data-testid="route-error-request-id">{failure.requestId}</Code>
              </Text>
            ) : null}
            <Group justify="center" mt="md">
              {replaced ? (
                <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()} data-testid="route-error-reload">
                  {t('routeError.reloadNewVersion')}
                </Button>
              ) : (
                <>
                  <Button leftSection={<IconRefresh size={18} />} onClick={retry}>
                    {t('routeError.retry')}
                  </Button>
                  {pageNotLoaded && online ? (
                    <Button variant="default" onClick={() => window.location.reload()}>
                      {t('routeError.reloadApp')}
                    </Button>
                  ) : null}
                </>
              )}
            </Group>
          </>
        }
      />
    </Box>
  );
}
