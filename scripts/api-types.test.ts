import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../server/test/helper';
import { apiTypesSource, openApiDocument, readApiTypes } from './api-types';

describe('the web client types', () => {
  it('are the server’s OpenAPI document as it is now (else: run npm run api:types)', { timeout: 180_000 }, async () => {
    const database = await openTestDatabase('pglite');
    try {
      const fresh = await apiTypesSource(await openApiDocument(database));
      const committed = await readApiTypes();
      // The first line that differs says where; the whole file would drown it.
      const committedLines = committed.split('\n');
      const firstDifference = fresh.split('\n').findIndex((line, index) => line !== committedLines[index]);
      expect(fresh === committed, `web/src/api/schema.d.ts differs from the server from line ${firstDifference + 1}: run npm run api:types`).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
