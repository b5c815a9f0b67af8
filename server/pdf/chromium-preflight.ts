import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The Debian package of each shared library a Chromium build loads at start. The one shipped in
 * @sparticuz/chromium needs only the first three; the rest are for a system or CHROMIUM_PATH build.
 */
const DEBIAN_PACKAGES: ReadonlyArray<[RegExp, string]> = [
  [/^lib(nss3|nssutil3|smime3|softokn3|freebl3)\.so/, 'libnss3'],
  [/^lib(nspr4|plc4|plds4)\.so/, 'libnspr4'],
  [/^libexpat\.so/, 'libexpat1'],
  [/^libgcc_s\.so/, 'libgcc-s1'],
  [/^libstdc\+\+\.so/, 'libstdc++6'],
  [/^libz\.so/, 'zlib1g'],
  [/^libdbus-1\.so/, 'libdbus-1-3'],
  [/^libatk-1\.0\.so/, 'libatk1.0-0'],
  [/^libatk-bridge-2\.0\.so/, 'libatk-bridge2.0-0'],
  [/^libatspi\.so/, 'libatspi2.0-0'],
  [/^libcups\.so/, 'libcups2'],
  [/^libdrm\.so/, 'libdrm2'],
  [/^libgbm\.so/, 'libgbm1'],
  [/^libxkbcommon\.so/, 'libxkbcommon0'],
  [/^libX11\.so/, 'libx11-6'],
  [/^libxcb\.so/, 'libxcb1'],
  [/^libXcomposite\.so/, 'libxcomposite1'],
  [/^libXdamage\.so/, 'libxdamage1'],
  [/^libXext\.so/, 'libxext6'],
  [/^libXfixes\.so/, 'libxfixes3'],
  [/^libXrandr\.so/, 'libxrandr2'],
  [/^libpango-1\.0\.so/, 'libpango-1.0-0'],
  [/^libcairo\.so/, 'libcairo2'],
  [/^libasound\.so/, 'libasound2'],
  [/^lib(glib|gobject|gio|gmodule)-2\.0\.so/, 'libglib2.0-0'],
  [/^libfontconfig\.so/, 'libfontconfig1'],
  [/^libfreetype\.so/, 'libfreetype6'],
  [/^libudev\.so/, 'libudev1'],
  [/^lib(c|m|dl|pthread|rt)\.so/, 'libc6'],
];

export function debianPackageOf(library: string): string | undefined {
  return DEBIAN_PACKAGES.find(([pattern]) => pattern.test(library))?.[1];
}

const LOADER_ERROR = /error while loading shared libraries: ([^\s:]+)/;

/** The libraries `ldd` cannot find, in its order; empty when ldd is missing or finds them all. */
async function missingLibraries(executablePath: string): Promise<string[]> {
  try {
    const { stdout } = await run('ldd', [executablePath]);
    return [...stdout.matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1] ?? '').filter(Boolean);
  } catch {
    return [];
  }
}

/** One line saying what to install when libraries are missing. */
export function missingLibrariesLine(libraries: readonly string[]): string {
  const names = libraries.join(', ');
  const packages = [...new Set(libraries.map((library) => debianPackageOf(library)))];
  const verb = libraries.length === 1 ? 'is' : 'are';
  if (packages.includes(undefined)) {
    return `Chromium cannot start: ${names} ${verb} missing — install the package that provides it (Debian: apt-file search ${libraries[0] ?? ''}), or set CHROMIUM_PATH to a working Chromium`;
  }
  return `Chromium cannot start: ${names} ${verb} missing — apt-get install ${packages.join(' ')}`;
}

/**
 * Runs `chromium --version` and says in one line why it cannot start, or null when it starts.
 * A missing shared library is the usual cause on a bare machine: the line names it and its package.
 */
export async function chromiumStartProblem(executablePath: string): Promise<string | null> {
  try {
    await run(executablePath, ['--version'], { timeout: 60_000 });
    return null;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const loaderError = LOADER_ERROR.exec(stderr);
    if (loaderError?.[1]) {
      const listed = await missingLibraries(executablePath);
      return missingLibrariesLine(listed.length > 0 ? listed : [loaderError[1]]);
    }
    const reason = stderr.trim().split('\n')[0] || (error instanceof Error ? error.message : String(error));
    return `Chromium cannot start (${executablePath}): ${reason}`;
  }
}
