import { expect } from 'vitest';
import type { TImportCommitResult, TImportPreview } from '../../contract/imports';
import type { App } from '../app';
import { asBrowser } from './helper';

/** The import routes as the import tests call them: a raw upload of `file` as `kind`, signed in with `cookie`. */
export function importClient(app: () => App, cookie: () => string, fileName = 'test.csv') {
  const send = (verb: 'preview' | 'commit', kind: string, file: Buffer, as = cookie()) =>
    app().inject({
      method: 'POST',
      url: `/api/imports/${verb}?kind=${kind}&fileName=${fileName}`,
      headers: { ...asBrowser(as), 'content-type': 'application/octet-stream' },
      payload: file,
    });
  const accepted = async <T>(verb: 'preview' | 'commit', kind: string, file: Buffer): Promise<T> => {
    const answer = await send(verb, kind, file);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  return {
    send,
    preview: (kind: string, file: Buffer) => accepted<TImportPreview>('preview', kind, file),
    commit: (kind: string, file: Buffer) => accepted<TImportCommitResult>('commit', kind, file),
  };
}

export const LEDGER_HEADERS = 'NNI,Currency,Date,Type,Credit type,Amount,Status,Note';

/** `rows` credits of 10 XAF in 2025 for one subscriber, then one debit of `lastAmount` in 2026 (the balance before it is 10 × rows more than at the start). */
export function ledgerCreditsFile(params: { nni: string; rows: number; lastAmount: string }): Buffer {
  const lines = [LEDGER_HEADERS];
  for (let index = 0; index < params.rows; index += 1) {
    const day = String(1 + (index % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(index / 28) % 12)).padStart(2, '0');
    lines.push(`${params.nni},XAF,2025-${month}-${day},credit,new-amount,10,completed,row ${index}`);
  }
  lines.push(`${params.nni},XAF,2026-01-02,debit,,${params.lastAmount},completed,last`);
  return Buffer.from(lines.join('\n'));
}
