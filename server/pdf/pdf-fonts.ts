import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function fontFace(family: string, weight: number, packagePath: string, format: 'truetype' | 'woff2'): string {
  const data = readFileSync(require.resolve(packagePath)).toString('base64');
  const mime = format === 'truetype' ? 'font/ttf' : 'font/woff2';
  return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:${mime};base64,${data}) format('${format}');}`;
}

let cached: string | null = null;

/** Fonts travel inside the document (never the system's): Noto Sans for Latin, Noto Sans Arabic. */
export function pdfFontFaces(): string {
  cached ??= [
    fontFace('Noto Sans', 400, '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', 'woff2'),
    fontFace('Noto Sans', 700, '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', 'woff2'),
    fontFace('Noto Sans', 400, '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2', 'woff2'),
    fontFace('Noto Sans Arabic', 400, '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf', 'truetype'),
    fontFace('Noto Sans Arabic', 700, '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf', 'truetype'),
  ].join('\n');
  return cached;
}
