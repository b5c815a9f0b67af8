import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { localeParts } from '../scripts/locale-parts-plugin';
import { precompress } from '../scripts/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), localeParts(fileURLToPath(new URL('./locales', import.meta.url))), precompress()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries every page runs change less often than the app: separate chunks stay cached
        // across releases. Mantine is not one chunk: the landing and sign-in pages take only the
        // components they draw, each screen the ones it draws.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router', '@tanstack/react-query'],
          i18n: ['i18next', 'react-i18next'],
        },
        // Split that way, Rollup makes many files of a few hundred bytes (an icon, a hook shared by
        // two screens): those without side effects are merged into a file loaded at the same time,
        // fewer requests for a few bytes more.
        experimentalMinChunkSize: 10_000,
      },
    },
  },
  server: {
    // The web imports contract/ and domain/ which live beside web/, outside the Vite root.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: { '/api': 'http://localhost:3000' },
  },
});
