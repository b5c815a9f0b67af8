import './app/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-arabic/700.css';
import './app/a11y/dark-scheme.css';
import './app/a11y/rtl-icons.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { initI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
