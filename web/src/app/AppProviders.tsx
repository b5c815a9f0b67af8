import { DirectionProvider, MantineProvider, mergeThemeOverrides, useDirection } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, isLanguage } from '../i18n/languages';
import { ModalFocusReturn } from './a11y/ModalFocusReturn';
import { ConnectivityBadge } from './ConnectivityBadge';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/** Keeps Mantine's direction in step with the language (the <html> attributes follow in i18n.ts). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  useEffect(() => setDirection(directionOf(language)), [language, setDirection]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  // Close buttons of modals, drawers and toasts show only a cross: they are named in the active language.
  const closeLabel = t('a11y.close');
  const themed = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider detectDirection>
        <MantineProvider theme={themed} colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <DirectionSync />
          <ModalFocusReturn />
          <ConnectivityBadge />
          {/* Toasts and confirmation modals are the signed-in app's: the shell mounts them (ShellOverlays). */}
          {children}
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
