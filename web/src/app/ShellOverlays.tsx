import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { LazyModalsHost } from './modals/LazyModalsHost';

/**
 * Toasts (toast.ts) and confirmation modals (modals/confirm.ts) are shown only by the signed-in
 * app's screens, so they are mounted with its shell and their code stays out of the landing and
 * sign-in pages' download; the modals' code waits for the first confirmation. The close buttons are
 * named by the theme in AppProviders.
 */
export function ShellOverlays({ children }: { children: ReactNode }) {
  return (
    <>
      <Notifications position="top-right" limit={20} autoClose={4000} />
      <LazyModalsHost />
      {children}
    </>
  );
}
