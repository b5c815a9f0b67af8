import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, isLanguage } from '../i18n/languages';
import { ConnectivityBadge } from './ConnectivityBadge';
import { colorSchemeManager, theme } from './theme';

/** Keeps Mantine's direction in step with the language (the <html> attributes follow in i18n.ts). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  useEffect(() => setDirection(directionOf(language)), [language, setDirection]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider detectDirection>
        <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
          <DirectionSync />
          <Notifications position="top-right" limit={20} autoClose={4000} />
          <ConnectivityBadge />
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
