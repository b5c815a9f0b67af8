import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/**
 * Toasts (toast.ts) and confirmation modals (@mantine/modals) are shown only by the signed-in app's
 * screens, so they are mounted with its shell and their code stays out of the landing and sign-in
 * pages' download. The close buttons are named by the theme in AppProviders.
 */
export function ShellOverlays({ children }: { children: ReactNode }) {
  return (
    <>
      <Notifications position="top-right" limit={20} autoClose={4000} />
      <ModalsProvider>{children}</ModalsProvider>
    </>
  );
}
