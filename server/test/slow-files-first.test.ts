import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCESS_STARTING_FILES, PROCESS_STARTS } from './slow-files-first';
import { ROOT } from './server-process';

const FOLDERS = ['domain', 'contract', 'server', 'db', 'scripts', 'web'];

function testFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')));
}

describe('the files vitest starts first', () => {
  it('are every test file that starts a process, and only those', () => {
    // The cluster stage's files run under their own config (vitest.cluster.config.ts), not in this run.
    const starting = FOLDERS.flatMap(testFiles)
      .filter((file) => !file.startsWith('server/cluster/'))
      .filter((file) => PROCESS_STARTS.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(starting.length).toBeGreaterThan(0);
    expect([...PROCESS_STARTING_FILES].sort()).toEqual(starting.sort());
  });
});
