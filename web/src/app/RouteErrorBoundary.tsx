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
import { claimStaleChunkReload, describeRouteFailure, isChunkLoadError } from './route-error';
import { StatusMessage } from './StatusMessage';

const PROBE_TIMEOUT_MS = 5_000;

type Probe = 'skipped' | 'pending' | 'reachable' | 'unreachable';

/** Whether the server answers, which tells a replaced file (stale deployment) from a lost connection. */
function useServerProbe(enabled: boolean, error: unknown): Probe {
  const [answer, setAnswer] = useState<{ error: unknown; probe: Probe } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void fetch('/api/health', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      .then(
        (response) => response.ok,
        () => false,
      )
      .then((reachable) => {
        if (!cancelled) setAnswer({ error, probe: reachable ? 'reachable' : 'unreachable' });
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
  const reload = useStaleChunkReload(error, probe === 'reachable');
  const failure = describeRouteFailure(error, { online, serverReachable: probe !== 'unreachable' });

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
              <Button leftSection={<IconRefresh size={18} />} onClick={retry}>
                {t('routeError.retry')}
              </Button>
              {pageNotLoaded && online ? (
                <Button variant="default" onClick={() => window.location.reload()}>
                  {t('routeError.reloadApp')}
                </Button>
              ) : null}
            </Group>
          </>
        }
      />
    </Box>
  );
}
