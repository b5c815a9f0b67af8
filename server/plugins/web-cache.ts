import { sep } from 'node:path';

/** Vite puts a content hash in every name under assets/: a changed file is a new URL. */
const HASHED_FOLDER = `${sep}assets${sep}`;

/**
 * Hashed build files are cached for a year without revalidation; the page itself (index.html, also
 * answered for every app path) is revalidated on each visit, so a release shows at once.
 */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(HASHED_FOLDER) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
