import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode, type TErrorBody } from '../contract/errors';
import { deepMerge, isLocaleFileOf, localeFileOrder, type LocaleTree } from '../contract/locale-files';
import { fingerprintChanges, fingerprintQuery, readState, type DatabaseState } from './test/db-fingerprint';
import { asBrowser, createTestUser, DATABASE_KINDS, signIn } from './test/helper';
import { cheapPasswordHash, seedForProbes, valueFrom } from './test/hostile-seed';
import { BROKEN_DOCUMENTS, HOSTILE_VALUES } from './test/hostile-values';
import { conformsTo, isFreeText, probeRoutes, probesOf, type OpenApiDocument, type Probe, type ProbeRoute, type ValueFor } from './test/openapi-probes';
import { useApiSuite } from './test/api-suite';

const localeFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/locales');

function localeTree(language: string): LocaleTree {
  return readdirSync(localeFolder)
    .filter((name) => isLocaleFileOf(name, language))
    .sort(localeFileOrder)
    .reduce<LocaleTree>((merged, name) => deepMerge(merged, JSON.parse(readFileSync(path.join(localeFolder, name), 'utf8')) as LocaleTree), {});
}

const trees = ['en', 'fr', 'ar'].map(localeTree);
const translated = (key: string) =>
  trees.every((tree) => typeof key.split('.').reduce<unknown>((node, part) => (node as LocaleTree | undefined)?.[part], tree) === 'string');

/** What is wrong with a refusal's body: a code outside the closed list, a status not its own, a missing message. */
function refusalProblem(status: number, body: string): string | null {
  let parsed: Partial<TErrorBody>;
  try {
    parsed = JSON.parse(body) as Partial<TErrorBody>;
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
  const code = parsed.code as ErrorCode | undefined;
  if (!code || !(code in ERROR_STATUS)) return `unknown code ${String(code)}`;
  if (ERROR_STATUS[code] !== status) return `code ${code} answered with ${status}`;
  if (!translated(`errors.${code}`)) return `errors.${code} not translated in en, fr and ar`;
  const untranslatedIssue = (parsed.params?.fields ?? []).find((field) => !translated(`validation.${field.issue}`));
  return untranslatedIssue ? `validation.${untranslatedIssue.issue} not translated` : null;
}

const describeProbe = (probe: Probe) => `${probe.method} ${probe.route} ${probe.place}${probe.field ? `.${probe.field}` : ''} <- ${probe.label}`;

/**
 * A write that may legitimately be accepted: text typed into a free-text field (a name, a note).
 * Its request is fingerprinted on its own; every other probe must be refused, and is checked in
 * groups (one route's field) to keep the run short.
 */
const mayBeAccepted = (probe: Probe) => probe.method !== 'GET' && probe.body !== null && isFreeText(probe.fieldSchema) && probe.place === 'body';

/** Probes of one route's field, in order. */
function groupsOf(all: Probe[]): Probe[][] {
  const groups: Probe[][] = [];
  let key = '';
  for (const probe of all) {
    const probeKey = `${probe.method} ${probe.route} ${probe.place} ${probe.field}`;
    if (probeKey !== key || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(probe);
    key = probeKey;
  }
  return groups;
}

/** Refusals that write an audit row on purpose: a failed sign-in (or second-factor code) is evidence of who tried which account. */
const AUDITED_REFUSALS = new Set(['INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS', 'INVALID_TWO_FACTOR_CODE', 'TOO_MANY_TWO_FACTOR_ATTEMPTS']);

describe.each(DATABASE_KINDS)('hostile input on every route (%s)', (kind) => {
  const suite = useApiSuite(kind);

  let headers: Record<string, string>;
  let routes: ProbeRoute[];
  let valueFor: ValueFor;

  beforeAll(async () => {
    const admin = await createTestUser(suite.database, { permissions: ['all'], type: 'admin', passwordHash: cheapPasswordHash() });
    const cookie = await signIn(suite.app, admin.email);
    headers = asBrowser(cookie);
    const seed = await seedForProbes(suite.app, suite.database, { id: admin.id, email: admin.email, cookie });
    routes = probeRoutes(suite.app.swagger() as unknown as OpenApiDocument);
    valueFor = valueFrom(seed);
  }, 120_000);

  async function send(probe: Probe): Promise<{ statusCode: number; body: string }> {
    const contentType = probe.contentType ? { 'content-type': probe.contentType } : {};
    try {
      return await suite.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: { ...headers, ...contentType },
        ...(probe.body === null ? {} : { payload: probe.body }),
      });
    } catch (error) {
      // A reply torn down mid-way reaches a browser as a broken download: as bad as a 500.
      return { statusCode: 599, body: String(error) };
    }
  }

  it('answers every hostile request with a translated 4xx, never a 500, and refusals write nothing', async () => {
    const query = await fingerprintQuery(suite.database.db);
    let state: DatabaseState = await readState(suite.database.db, query);
    let fingerprints = 1;
    const serverErrors: string[] = [];
    const badRefusals: string[] = [];
    const writesOfRefusals: string[] = [];
    const acceptedWrites: Probe[] = [];
    const audited = new Set<Probe>();
    /** Sends one probe and judges its answer; true when it was refused. */
    const sendAndJudge = async (probe: Probe): Promise<boolean> => {
      const answer = await send(probe);
      if (answer.statusCode >= 500) serverErrors.push(`${describeProbe(probe)}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      if (answer.statusCode < 400) {
        if (probe.method !== 'GET') acceptedWrites.push(probe);
        return false;
      }
      const problem = refusalProblem(answer.statusCode, answer.body);
      if (problem) badRefusals.push(`${describeProbe(probe)}: ${problem}`);
      else if (AUDITED_REFUSALS.has((JSON.parse(answer.body) as TErrorBody).code)) audited.add(probe);
      return true;
    };
    /** Compares the database with the last state, blaming `refused` (none: an accepted write moved it); the new state is kept. */
    const compare = async (refused: Probe[]) => {
      // Unchanged WAL position: `after` is `state` itself, and no change is found (readState says why).
      const after = await readState(suite.database.db, query, state);
      if (after !== state) fingerprints += 1;
      const changes = fingerprintChanges(state.fingerprint, after.fingerprint, refused.filter((probe) => audited.has(probe)).length);
      if (refused.length > 0 && changes.length > 0) writesOfRefusals.push(`${refused.map(describeProbe).join(', ')}: ${changes.join('; ')}`);
      state = after;
    };
    let sent = 0;
    // One route's probes at a time: a group never spans two routes, and the whole list (megabyte
    // bodies and URLs by the hundred) kept at once made the garbage collector a good part of the run.
    const groups = function* () {
      for (const route of routes) {
        const probes = probesOf(route, HOSTILE_VALUES, BROKEN_DOCUMENTS, valueFor);
        sent += probes.length;
        yield* groupsOf(probes);
      }
    };
    for (const group of groups()) {
      if (group.some(mayBeAccepted)) {
        // Free text may be accepted: each request is weighed on its own.
        for (const probe of group) {
          const refused = await sendAndJudge(probe);
          await compare(refused ? [probe] : []);
        }
        continue;
      }
      // Everything else should be refused: the group is weighed at once, and one by one again only
      // when a request was accepted and its legitimate write would hide a refused one's.
      const refused: Probe[] = [];
      for (const probe of group) if (await sendAndJudge(probe)) refused.push(probe);
      if (refused.length === group.length) {
        await compare(refused);
        continue;
      }
      await compare([]);
      for (const probe of refused) {
        await send(probe);
        await compare([probe]);
      }
    }
    console.log(
      `hostile input (${kind}): ${sent} requests, ${serverErrors.length} answered >= 500, ${acceptedWrites.length} writes accepted, ${fingerprints} full fingerprints`,
    );
    expect(serverErrors).toEqual([]);
    expect(badRefusals).toEqual([]);
    expect(writesOfRefusals).toEqual([]);
    // An accepted write is sane only when the OpenAPI document says the field takes that value.
    const acceptedByField = new Map<string, Probe[]>();
    for (const probe of acceptedWrites) {
      const field = `${probe.method} ${probe.route} ${probe.place}.${probe.field}`;
      acceptedByField.set(field, [...(acceptedByField.get(field) ?? []), probe]);
    }
    console.log([...acceptedByField].map(([field, accepted]) => `accepted: ${field} <- ${accepted.map((probe) => probe.label).join(', ')}`).join('\n'));
    const unexpected = acceptedWrites.filter((probe) => !conformsTo(probe.fieldSchema, probe.value));
    expect(unexpected.map(describeProbe)).toEqual([]);
  }, 600_000);
});
