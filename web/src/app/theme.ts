import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'wasit.color-scheme' });

// Noto Sans Arabic carries Latin too, so one family serves the three languages.
const fontFamily = "'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
});
