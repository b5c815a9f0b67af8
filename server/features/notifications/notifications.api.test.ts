import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationList } from '../../../contract/notifications';
import { rowsOf } from '../../../db/queries/raw-rows';
import { useApiSuite } from '../../test/api-suite';
import { DATABASE_KINDS } from '../../test/helper';
import { expectCursorsRefused, walkList } from '../../test/sorted-list';

/** docs/operations.md §14: the bell pages through all of a user's notifications, newest first, and only theirs. */
describe.each(DATABASE_KINDS)('the bell’s notifications, page after page, on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { reader: ['profile'], neighbour: ['profile'] } });
  const { reader, neighbour } = suite.users;

  const list = async (user: { headers: Record<string, string> }, query: Record<string, string> = {}) => {
    const sent = await suite.app.inject({ method: 'GET', url: `/api/notifications?${new URLSearchParams(query)}`, headers: user.headers });
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json<TNotificationList>();
  };
  const idsOf = (page: TNotificationList) => page.items.map((item) => item.id);
  /** The reader's notifications as the database orders them: newest first, the later written first among those of one instant. */
  const expectedIds = async (userId: string) =>
    (
      await rowsOf<{ id: string }>(
        suite.database.db,
        sql`select id::text from notifications where user_id = ${userId} order by created_at desc, notifications.id desc`,
      )
    ).map((row) => row.id);

  beforeAll(async () => {
    // 45 for the reader, three to each minute (so that the id breaks the ties), and 10 of the neighbour's in between.
    await suite.database.db.execute(sql`
      insert into notifications (user_id, kind, params, created_at)
      select ${reader.id}, 'withdrawal-requested', jsonb_build_object('member', 'Member ' || n, 'amount', '1', 'currency', 'XAF'),
             timestamptz '2026-03-01 08:00:00+00' + (n / 3) * interval '1 minute'
      from generate_series(1, 45) as n`);
    await suite.database.db.execute(sql`
      insert into notifications (user_id, kind, params, created_at)
      select ${neighbour.id}, 'withdrawal-requested', jsonb_build_object('member', 'Other ' || n, 'amount', '1', 'currency', 'XAF'),
             timestamptz '2026-03-01 08:00:30+00' + n * interval '1 minute'
      from generate_series(1, 10) as n`);
  });

  it('reads 45 notifications as pages of 20, 20 and 5, newest first, none twice and none of another user', async () => {
    const first = await list(reader);
    expect(first.unread).toBe(45);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(reader, { cursor: first.nextCursor! });
    const third = await list(reader, { cursor: second.nextCursor! });
    expect([first.items.length, second.items.length, third.items.length]).toEqual([20, 20, 5]);
    expect(third.nextCursor).toBeNull();
    const walked = [...idsOf(first), ...idsOf(second), ...idsOf(third)];
    expect(new Set(walked).size).toBe(45);
    expect(walked).toEqual(await expectedIds(reader.id));
    const theirs = new Set(await expectedIds(neighbour.id));
    expect(theirs.size).toBe(10);
    expect(walked.filter((id) => theirs.has(id))).toEqual([]);
    expect([...third.items.map((item) => item.params.member)]).toEqual(['Member 5', 'Member 4', 'Member 3', 'Member 2', 'Member 1']);
    expect(await walkList((query) => list(neighbour, query), { limit: '3' })).toHaveLength(10);
  });

  it('marks an older notification read: it reads as read on its page and the count is of all the user’s notifications', async () => {
    const first = await list(reader);
    const third = await list(reader, { cursor: (await list(reader, { cursor: first.nextCursor! })).nextCursor! });
    const older = third.items.at(-1)!;
    const marked = await suite.app.inject({ method: 'POST', url: '/api/notifications/read', headers: reader.headers, payload: { id: older.id } });
    expect(marked.json()).toEqual({ marked: 1, unread: first.unread - 1 });
    const again = await walkList((query) => list(reader, query), {});
    expect(again.find((item) => item.id === older.id)?.read).toBe(true);
    expect((await list(reader)).unread).toBe(first.unread - 1);
    const unreadOnly = await walkList((query) => list(reader, query), { unread: 'true', limit: '7' });
    expect(unreadOnly.map((item) => item.id)).toEqual(again.filter((item) => !item.read).map((item) => item.id));
    expect(unreadOnly).toHaveLength(first.unread - 1);
  });

  it('refuses a forged or foreign cursor with VALIDATION_FAILED on `cursor`, never a 500', async () => {
    const first = await list(reader);
    const send = (cursor: string) =>
      suite.app.inject({ method: 'GET', url: `/api/notifications?cursor=${encodeURIComponent(cursor)}`, headers: reader.headers });
    const encode = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const lastValue = (JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8')) as string[])[1]!;
    await expectCursorsRefused('at-desc', lastValue, send, [
      encode(['at-desc', lastValue, 'x1']),
      encode(['at-desc', '2026-02-30 08:00:00+00', '12']),
      encode(['at-asc', lastValue, '12']),
      encode({ at: lastValue }),
      'x'.repeat(201),
      '%%%',
    ]);
    const answer = await send('forged');
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'cursor', issue: 'invalid_value' }] } });
  });
});
