import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../scripts/precompress';
import type { App } from './app';
import { buildTestApp, openTestDatabase, type TestDatabase } from './test/helper';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const STYLES = `${'.wasit-card { display: flex; gap: 1rem; }\n'.repeat(300)}`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body>${'<p>Wasit</p>'.repeat(200)}</body></html>`;

/** A build as `npm run build` leaves it (hashed files under assets/, compressed copies beside them), made small. */
async function buildFixture(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'wasit-web-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), PAGE);
  await writeFile(join(root, 'assets', 'app-3f9a1c.js'), SCRIPT);
  await writeFile(join(root, 'assets', 'app-9b2e4d.css'), STYLES);
  await writeFile(join(root, 'assets', 'tiny-77aa01.js'), 'export {};\n');
  await precompressFolder(root);
  return root;
}

describe('web app delivery', () => {
  let database: TestDatabase;
  let app: App;
  let root: string;

  beforeAll(async () => {
    root = await buildFixture();
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, { webDist: root });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br, gzip', 'br', brotliDecompressSync],
  ])('sends a hashed script compressed at build for Accept-Encoding %s, cached for a year', async (accepted, sent, decompress) => {
    const answer = await get('/assets/app-3f9a1c.js', accepted);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(sent);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(decompress(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a hashed style sheet as %s too, cached for a year', async (encoding, decompress) => {
    const answer = await get('/assets/app-9b2e4d.css', encoding);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(decompress(answer.rawPayload).toString()).toBe(STYLES);
  });

  it('answers a hashed file that is not there (an old release) with 404, never the page and never cached for a year', async () => {
    const answer = await get('/assets/app-000000.js', 'br, gzip');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the plain file to a client that accepts no compression, still immutable', async () => {
    const answer = await get('/assets/app-3f9a1c.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(SCRIPT);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const answer = await get('/assets/tiny-77aa01.js', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/login', '/app/dashboard', '/app/transactions?page=2'])('answers %s with the page, compressed and revalidated on every visit', async (url) => {
    const answer = await get(url, 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the page gzipped to a client without brotli, still revalidated', async () => {
    const answer = await get('/login', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(PAGE);
  });

  it('describes only the API in the OpenAPI document, not the pages and files beside it', async () => {
    const answer = await get('/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    const paths = Object.keys(answer.json().paths);
    expect(paths.length).toBeGreaterThan(80);
    // The operator's metrics (docs/running.md §2) are the one route outside /api.
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual(['/metrics']);
    expect((await get('/api/docs/json')).statusCode).toBe(200);
  });

  it.each([
    ['/api/health', 200],
    ['/api/auth/session', 200],
    ['/api/openapi.json', 200],
    ['/api/operations', 401],
    ['/api/no-such-route', 404],
  ])('never lets an API answer be stored: %s', async (url, status) => {
    const answer = await get(url, 'br, gzip');
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
