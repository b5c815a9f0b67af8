import { setTimeout as delay } from 'node:timers/promises';

/** What the load saw, by kind: `200`, `503 SERVER_SHUTTING_DOWN`, `network error`… */
export class Tally {
  readonly kinds = new Map<string, number>();
  requests = 0;
  retries = 0;

  count(kind: string): void {
    this.requests += 1;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  /** Every kind other than a 2xx answer, with its count. */
  failures(): Record<string, number> {
    return Object.fromEntries([...this.kinds].filter(([kind]) => !/^2\d\d/.test(kind)));
  }

  lines(): string {
    return [...this.kinds]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, count]) => `  ${kind}: ${count}`)
      .join('\n');
  }
}

export type Session = { url: string; headers: Record<string, string> };

/** One request through the load balancer, tallied by what came back. */
export async function tallied(session: Session, tally: Tally, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  try {
    const response = await fetch(`${session.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { ...session.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    let code = '';
    if (!response.ok && response.headers.get('content-type')?.includes('json')) code = ` ${(JSON.parse(text) as { code?: string }).code ?? ''}`;
    tally.count(`${response.status}${code}`);
    return { status: response.status, text };
  } catch {
    tally.count('network error');
    return { status: 0, text: '' };
  }
}

/** Answers a client retries with the same key: nothing was written, or the write is answered again. */
const retryable = (status: number) => status === 0 || status === 409 || status === 500 || status === 502 || status === 503 || status === 504;

export type Writer = { keys: string[]; acknowledged: Map<string, string>; lostAnswers: number };

/** How long a client keeps sending a key answered "in progress" before it looks for the write in the list. */
const LOST_ANSWER_AFTER_MS = 20_000;

/** Whether the subscriber's capital list shows the row written with this key (its note), on any page: the writers add rows all along. */
async function listed(session: Session, tally: Tally, subscriberId: string, key: string): Promise<boolean> {
  for (let cursor: string | null = null; ;) {
    const after: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const answer = await tallied(session, tally, `/balance-transactions?subscriberId=${subscriberId}&limit=100${after}`);
    if (answer.status !== 200) return false;
    const page = JSON.parse(answer.text) as { items: Array<{ note: string }>; nextCursor: string | null };
    if (page.items.some((row) => row.note === key)) return true;
    if (page.nextCursor === null) return false;
    cursor = page.nextCursor;
  }
}

/**
 * A client crediting capital in a loop, each write with an Idempotency-Key it keeps until the write
 * is acknowledged (a dropped connection, a 503 while no instance is ready, a 500 while the database
 * restarts: the same request again, after a pause). The key is also the row's note, so the test
 * finds each write in the database.
 */
export async function runWriter(params: {
  session: Session;
  tally: Tally;
  name: string;
  subscriberIds: string[];
  stopped: () => boolean;
  writer: Writer;
}): Promise<void> {
  for (let index = 0; !params.stopped(); index += 1) {
    const key = `${params.name}-${index}`;
    params.writer.keys.push(key);
    const body = {
      subscriberId: params.subscriberIds[index % params.subscriberIds.length]!,
      type: 'credit',
      creditType: 'new-amount',
      amount: `${100 + index}`,
      note: key,
    };
    const since = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) params.tally.retries += 1;
      const answer = await tallied(params.session, params.tally, '/update-balance', { method: 'POST', body, headers: { 'idempotency-key': key } });
      if (answer.status === 200) {
        params.writer.acknowledged.set(key, answer.text);
        break;
      }
      if (!retryable(answer.status)) throw new Error(`write ${key} refused: ${answer.status} ${answer.text}`);
      // Still "in progress" long after every instance is back: the instance that wrote it died before
      // keeping its answer (docs/operations.md §10); the write is in the subscriber's list.
      if (answer.status === 409 && Date.now() - since > LOST_ANSWER_AFTER_MS && (await listed(params.session, params.tally, body.subscriberId, key))) {
        params.writer.acknowledged.set(key, 'answer lost, found in the list');
        params.writer.lostAnswers += 1;
        break;
      }
      if (Date.now() - since > 120_000) throw new Error(`write ${key} never acknowledged: ${answer.status} ${answer.text}`);
      await delay(150);
    }
  }
}

/** A client reading lists and searches, and now and then exporting a report, until stopped. */
export async function runReader(params: { session: Session; tally: Tally; stopped: () => boolean; today: string }): Promise<void> {
  const paths = [
    '/subscribers?limit=25',
    '/subscribers?search=Cluster&limit=25',
    '/balance-transactions?limit=25&type=credit',
    '/individuals?search=cluster&limit=25',
    `/reports/balances?date=${params.today}&limit=25`,
    `/reports/balances/export?format=csv&date=${params.today}`,
  ];
  for (let index = 0; !params.stopped(); index += 1) {
    await tallied(params.session, params.tally, paths[index % paths.length]!);
    await delay(20);
  }
}
