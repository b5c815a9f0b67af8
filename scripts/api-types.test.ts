import { describe, expect, it } from 'vitest';
import { apiTypesSource, openApiDocument, readApiTypes } from './api-types';

describe('the web client types', () => {
  it('are the server’s OpenAPI document as it is now (else: run npm run api:types)', async () => {
    const fresh = await apiTypesSource(await openApiDocument());
    const committed = await readApiTypes();
    // One line of difference says where; the whole file would drown it.
    const firstDifference = fresh.split('\n').findIndex((line, index) => line !== committed.split('\n')[index]);
    expect(fresh === committed, `web/src/api/schema.d.ts differs from the server from line ${firstDifference + 1}: run npm run api:types`).toBe(true);
  });
});
