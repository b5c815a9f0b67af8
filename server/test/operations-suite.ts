import { beforeAll, expect } from 'vitest';
import type { TOperationBody, TOperationPage, TOperationRow } from '../../contract/operations';
import { asBrowser, type DatabaseKind } from './helper';
import { createTestIndividual } from './people';
import { useApiSuite } from './api-suite';
import { readWorkbook } from './xlsx-read';
import { SAMPLE_OPERATION_TERMS } from '../../contract/test-support/sample-operation';

/** The operations API tests' suite: its signed-in users, two parties and a valid body for them, and the calls its tests share. */
export function useOperationsSuite(kind: DatabaseKind) {
  const suite = useApiSuite(kind, {
    users: { manager: ['transactions', 'complete-operations'], clerk: ['transactions'], outsider: ['dashboard'], settingsAdmin: ['company-settings'] },
  });
  const { manager, clerk, outsider, settingsAdmin } = suite.users;
  /** Two parties and a valid body for them, made before the tests. */
  const fixture = {} as { client: { id: string; name: string }; mediator: { id: string; name: string }; body: TOperationBody };

  beforeAll(async () => {
    fixture.client = await createTestIndividual(suite.database, { name: 'Khadija Zakaria Client' });
    fixture.mediator = await createTestIndividual(suite.database, { name: 'Moussa Brahim Mediator', type: 'mediator' });
    fixture.body = {
      ...SAMPLE_OPERATION_TERMS,
      clientId: fixture.client.id,
      mediatorId: fixture.mediator.id,
      mediatorType: 'normal',
      mediatorAmount: '2000',
      operationDate: '2026-03-10',
    };
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = manager.cookie) =>
    suite.app.inject({ method, url, headers: asBrowser(cookie), ...(payload === undefined ? {} : { payload }) });
  const create = async (changes: Partial<TOperationBody> = {}, cookie = manager.cookie): Promise<TOperationRow> => {
    const answer = await call('POST', '/api/operations', { ...fixture.body, ...changes }, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const page = async (query: Record<string, string>): Promise<TOperationPage> => {
    const answer = await call('GET', `/api/operations?${new URLSearchParams(query).toString()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  /** The first sheet of an .xlsx export of the operations under `query`. */
  const workbookOf = async (query: string) => {
    const answer = await call('GET', `/api/operations/export.xlsx?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = await readWorkbook(answer.rawPayload);
    return workbook.worksheets[0]!;
  };
  return { suite, manager, clerk, outsider, settingsAdmin, fixture, call, create, page, workbookOf };
}
