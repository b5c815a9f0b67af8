import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server's stdout and stderr; the reset-password spec reads the logged mails from it. */
export const SERVER_LOG = path.join(ROOT, 'test-results', 'server.log');
/** globalSetup and globalTeardown run in the same runner process: the pid travels in its env. */
export const PID_VARIABLE = 'WASIT_E2E_SERVER_PID';
