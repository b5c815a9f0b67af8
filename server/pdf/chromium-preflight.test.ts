import { describe, expect, it } from 'vitest';
import { chromiumStartProblem, debianPackageOf, missingLibrariesLine } from './chromium-preflight';
import { findChromium } from './find-chromium';

describe('Chromium pre-flight', () => {
  it('maps the libraries Chromium loads to their Debian packages', () => {
    expect(debianPackageOf('libnss3.so')).toBe('libnss3');
    expect(debianPackageOf('libnssutil3.so')).toBe('libnss3');
    expect(debianPackageOf('libplc4.so')).toBe('libnspr4');
    expect(debianPackageOf('libexpat.so.1')).toBe('libexpat1');
    expect(debianPackageOf('libatk-bridge-2.0.so.0')).toBe('libatk-bridge2.0-0');
    expect(debianPackageOf('libunknown.so.7')).toBeUndefined();
  });

  it('says in one line which libraries are missing and what to install', () => {
    expect(missingLibrariesLine(['libnss3.so'])).toBe('Chromium cannot start: libnss3.so is missing — apt-get install libnss3');
    expect(missingLibrariesLine(['libnss3.so', 'libnssutil3.so', 'libnspr4.so'])).toBe(
      'Chromium cannot start: libnss3.so, libnssutil3.so, libnspr4.so are missing — apt-get install libnss3 libnspr4',
    );
    expect(missingLibrariesLine(['libunknown.so.7'])).toContain('libunknown.so.7 is missing — install the package that provides it');
  });

  it('finds no problem with the Chromium the tests use, and names one with a path that cannot run', async () => {
    expect(await chromiumStartProblem(await findChromium())).toBeNull();
    const problem = await chromiumStartProblem('/nonexistent/chromium');
    expect(problem).toMatch(/^Chromium cannot start \(\/nonexistent\/chromium\): /);
    expect(problem).not.toContain('\n');
  });
});
