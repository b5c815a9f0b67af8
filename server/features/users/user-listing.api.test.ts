import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TUserPage, TUserRow } from '../../../contract/users';
import { users } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useUserManagementSuite } from '../../test/user-management-suite';

describe.each(DATABASE_KINDS)('user management on %s', (kind) => {
  const { suite, asAdmin, page, makeUser, allPages } = useUserManagementSuite(kind);

  describe('listing', () => {
    it('searches name, e-mail and phone, without case, and treats % and _ as plain characters', async () => {
      const tag = randomUUID().slice(0, 8);
      const byName = await makeUser({ name: `Zéphyrine Qwerty${tag}` });
      const byEmail = await makeUser({ email: `mailonly-${tag}@search.example` });
      const byPhone = await makeUser({ phone: `+235 99 ${tag.replaceAll(/\D/g, '').padEnd(6, '7').slice(0, 6)}` });
      const ids = (found: TUserPage) => found.items.map((item) => item.id);

      expect(ids(await page({ search: `qwerty${tag}`.toUpperCase() }))).toEqual([byName.id]);
      expect(ids(await page({ search: `MAILONLY-${tag}` }))).toEqual([byEmail.id]);
      expect(ids(await page({ search: byPhone.phone!.slice(4) }))).toEqual([byPhone.id]);
      expect(ids(await page({ search: `  qwerty${tag}  ` }))).toEqual([byName.id]);
      expect((await page({ search: '%' })).items).toEqual([]);
      expect((await page({ search: '_' })).items).toEqual([]);
    });

    it('filters by type and by each status', async () => {
      const tag = `Filter${randomUUID().slice(0, 8)}`;
      const made = {
        pending: await makeUser({ name: `${tag} pending`, canLogin: false, approved: false, type: 'client' }),
        active: await makeUser({ name: `${tag} active`, type: 'trader' }),
        disabled: await makeUser({ name: `${tag} disabled`, canLogin: false, approved: true }),
        inactive: await makeUser({ name: `${tag} inactive`, isActive: false }),
        inactiveNeverApproved: await makeUser({ name: `${tag} inactive never approved`, isActive: false, canLogin: false, approved: false }),
      };
      const names = async (query: Record<string, string>) => (await page({ search: tag, ...query })).items.map((item) => item.name).sort();

      expect(await names({ status: 'pending' })).toEqual([made.pending.name]);
      expect(await names({ status: 'active' })).toEqual([made.active.name]);
      expect(await names({ status: 'disabled' })).toEqual([made.disabled.name]);
      expect(await names({ status: 'inactive' })).toEqual([made.inactive.name, made.inactiveNeverApproved.name].sort());
      expect(await names({ type: 'trader' })).toEqual([made.active.name]);
      expect(await names({ type: 'client', status: 'active' })).toEqual([]);

      const statuses = Object.fromEntries((await page({ search: tag })).items.map((item) => [item.name, item.status]));
      expect(statuses).toEqual({
        [made.pending.name]: 'pending',
        [made.active.name]: 'active',
        [made.disabled.name]: 'disabled',
        [made.inactive.name]: 'inactive',
        [made.inactiveNeverApproved.name]: 'inactive',
      });
    });

    it('pages with a cursor: pending first, then by creation, no row twice, none left out, even with equal timestamps', async () => {
      const tag = `Pager${randomUUID().slice(0, 8)}`;
      const made: Array<{ id: string; pending: boolean }> = [];
      for (let index = 0; index < 23; index += 1) {
        const pending = index % 4 === 1;
        const row = await makeUser({ name: `${tag} ${index}`, canLogin: !pending, approved: !pending });
        made.push({ id: row.id, pending });
      }
      // Rows created in the same instant must still page apart: the id breaks the tie.
      const tied = made.slice(5, 14).map((row) => row.id);
      await suite.database.db
        .update(users)
        .set({ createdAt: new Date('2030-01-01T00:00:00.000Z') })
        .where(inArray(users.id, tied));

      const pages = await allPages({ search: tag, limit: '10' });
      expect(pages.map((one) => one.items.length)).toEqual([10, 10, 3]);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      const seen = pages.flatMap((one) => one.items);
      expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
      expect(new Set(seen.map((item) => item.id))).toEqual(new Set(made.map((row) => row.id)));

      const rank = (item: TUserRow) => (item.status === 'pending' ? 0 : 1);
      const pendingCount = made.filter((row) => row.pending).length;
      expect(seen.slice(0, pendingCount).every((item) => rank(item) === 0)).toBe(true);
      expect(seen.slice(pendingCount).every((item) => rank(item) === 1)).toBe(true);
      for (let index = 1; index < seen.length; index += 1) {
        const [before, after] = [seen[index - 1]!, seen[index]!];
        if (rank(before) !== rank(after)) continue;
        const order = before.createdAt.localeCompare(after.createdAt) || before.id.localeCompare(after.id);
        expect(order, `${before.name} before ${after.name}`).toBeLessThan(0);
      }
    });

    it('pages the whole list the same way, with every pending sign-up ahead', async () => {
      const [{ total }] = (await suite.database.db.select({ total: count() }).from(users)) as [{ total: number }];
      const seen = (await allPages({ limit: '10' })).flatMap((one) => one.items);
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((item) => item.id)).size).toBe(total);
      const firstOther = seen.findIndex((item) => item.status !== 'pending');
      expect(seen.slice(firstOther).some((item) => item.status === 'pending')).toBe(false);
    });

    it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
      const tag = `Srt${randomUUID().slice(0, 8)}`;
      const plans = [
        { letter: 'd', type: 'client', canLogin: false, approved: false, phone: '+235 66 00 00 03', login: null },
        { letter: 'b', type: 'trader', phone: null, login: '2025-03-01T10:00:00.000Z' },
        { letter: 'a', type: 'user', canLogin: false, approved: true, phone: '+235 66 00 00 09', login: '2025-01-01T10:00:00.000Z' },
        { letter: 'e', type: 'user', isActive: false, phone: '+235 66 00 00 03', login: null },
        { letter: 'c', type: 'client', canLogin: false, approved: false, phone: '+235 66 00 00 05', login: '2025-02-01T10:00:00.000Z' },
      ] as const;
      for (const plan of plans) {
        const { letter, login, phone, ...options } = plan;
        const row = await makeUser({ ...options, name: `${tag} ${letter}`, email: `${tag.toLowerCase()}${letter}@sort.example` });
        await suite.database.db
          .update(users)
          .set({ phone, lastLogin: login ? new Date(login) : null })
          .where(eq(users.id, row.id));
      }
      const rank = { pending: '0', active: '1', disabled: '2', inactive: '3' } as const;
      await expectSortedPaging(
        page,
        { search: tag },
        {
          fields: ['name', 'email', 'type', 'createdAt'],
          computed: {
            status: (row) => `${rank[row.status]}${row.createdAt}`,
            phone: (row) => row.phone ?? '',
            lastLogin: (row) => row.lastLogin ?? '1970-01-01T00:00:00.000Z',
          },
        },
      );
      const first = await page({ search: tag, sort: 'lastLogin-desc', limit: '10' });
      // The latest sign-in first; those who never signed in last.
      expect(first.items.slice(0, 3).map((row) => row.name.slice(-1))).toEqual(['b', 'c', 'a']);
      await expectCursorsRefused('lastLogin-desc', '2025-03-01 10:00:00+00', (cursor) =>
        asAdmin.get(`/api/users?${new URLSearchParams({ search: tag, sort: 'lastLogin-desc', cursor }).toString()}`),
      );
      for (const query of ['sort=permissions-asc', 'sort=name-sideways']) {
        expect((await asAdmin.get(`/api/users?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
      }
    });

    it.each([
      ['not base64 json', 'garbage!'],
      ['a wrong rank', Buffer.from(JSON.stringify([2, '2024-01-01T00:00:00.000Z', 'x'])).toString('base64url')],
      ['a bad date', Buffer.from(JSON.stringify([1, 'yesterday', 'x'])).toString('base64url')],
      ['a missing id', Buffer.from(JSON.stringify([0, '2024-01-01T00:00:00.000Z'])).toString('base64url')],
      ['an object', Buffer.from(JSON.stringify({ rank: 0 })).toString('base64url')],
    ])('refuses a cursor that is %s with 400', async (_label, cursor) => {
      const answer = await asAdmin.get(`/api/users?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'cursor', issue: 'invalid_value' }] } });
    });

    it('refuses a bad limit, type, status or an unknown query parameter', async () => {
      for (const query of ['limit=7', 'limit=1000', 'type=superhero', 'status=banned', 'sort=name']) {
        const answer = await asAdmin.get(`/api/users?${query}`);
        expect([answer.statusCode, answer.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
      }
    });
  });
});
