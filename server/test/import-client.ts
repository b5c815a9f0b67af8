import { expect } from 'vitest';
import type { TImportCommitResult, TImportPreview } from '../../contract/imports';
import type { App } from '../app';
import { asBrowser } from './helper';

/** The import routes as the import tests call them: a raw upload of `file` as `kind`, signed in with `cookie`. */
export function importClient(app: () => App, cookie: () => string, fileName = 'test.csv') {
  const send = (verb: 'preview' | 'commit', kind: string, file: Buffer, as = cookie()) =>
    app().inject({ method: 'POST', url: `/api/imports/${verb}?kind=${kind}&fileName=${fileName}`, headers: { ...asBrowser(as), 'content-type': 'application/octet-stream' }, payload: file });
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
