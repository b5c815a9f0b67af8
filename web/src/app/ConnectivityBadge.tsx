import { Affix, Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CHECK_EVERY_MS = 30_000;
const POOR_AT_MS = 1_000;

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** docs/rulings.md §R5: the app's own health endpoint, HEAD every 30 s; 1 s or more, or a failure, is poor. */
function usePoorConnection(online: boolean): boolean {
  const [poor, setPoor] = useState(false);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    const check = async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), CHECK_EVERY_MS - 1_000);
      const started = performance.now();
      let failed = false;
      try {
        const response = await fetch('/api/health', { method: 'HEAD', cache: 'no-store', signal: controller.signal });
        failed = !response.ok;
      } catch {
        failed = true;
      } finally {
        clearTimeout(timer);
      }
      if (!cancelled) setPoor(failed || performance.now() - started >= POOR_AT_MS);
    };
    void check();
    const interval = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(interval);
    };
  }, [online]);
  return online && poor;
}

export function ConnectivityBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  const poor = usePoorConnection(online);
  if (online && !poor) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Badge color={online ? 'yellow' : 'red'} size="lg" variant="filled" role="status" data-testid="connectivity-badge">
        {online ? t('connectivity.poor') : t('connectivity.offline')}
      </Badge>
    </Affix>
  );
}
