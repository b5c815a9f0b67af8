import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedViews } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { serverDay } from '../server-day';

const operationsView = { filters: { status: 'pending', currency: 'USD' }, sort: 'amount-desc', period: 'thisMonth', columns: ['date', 'amount'] };

describe.each(DATABASE_KINDS)('saved views on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: { admin: ['transactions', 'user-management'], clerk: ['transactions'], other: ['transactions'], outsider: ['individuals'] },
  });
  const { admin, clerk, other, outsider } = suite.users;

  const save = (user: typeof clerk, body: Record<string, unknown>) =>
    user.call('POST', '/api/saved-views', { list: 'operations', name: 'Pending dollars', view: operationsView, ...body });
  const listOf = (user: typeof clerk, list = 'operations') =>
    okJson<{ today: string; items: { id: string; name: string; shared: boolean; editable: boolean; view: unknown }[] }>(
      user.call('GET', `/api/saved-views?list=${list}`),
    );
  const rowCount = async () => (await suite.database.db.select().from(savedViews)).length;

  it("saves one's own view, lists it with the company's day, and keeps the preset as its name", async () => {
    const saved = await save(clerk, { name: 'Mine, this month' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Mine, this month', shared: false, editable: true, view: operationsView });
    const listed = await listOf(clerk);
    expect(listed.today).toBe(serverDay());
    expect(listed.items.map((item) => item.name)).toContain('Mine, this month');
    const [row] = await suite.database.db.select().from(savedViews).where(eq(savedViews.id, saved.json().id));
    expect(row?.view).toEqual(operationsView);
    expect(row?.ownerId).toBe(clerk.id);
  });

  it("neither lists nor deletes another user's own view (404), and changes nothing", async () => {
    const saved = await save(clerk, { name: 'Private to the clerk' });
    expect((await listOf(other)).items.map((item) => item.id)).not.toContain(saved.json().id);
    const before = await rowCount();
    const deleted = await other.call('DELETE', `/api/saved-views/${saved.json().id}`);
    expect([deleted.statusCode, deleted.json().code]).toEqual([404, 'SAVED_VIEW_NOT_FOUND']);
    expect(await rowCount()).toBe(before);
    // The same name is another user's to take: names are unique per owner and list.
    expect((await save(other, { name: 'Private to the clerk' })).statusCode).toBe(200);
  });

  it('refuses a taken name with its own code unless asked to replace, then replaces that view', async () => {
    const first = await save(clerk, { name: 'Twice' });
    const again = await save(clerk, { name: ' Twice ', view: { filters: {} } });
    expect([again.statusCode, again.json().code]).toEqual([409, 'SAVED_VIEW_NAME_TAKEN']);
    expect(again.json().params.fields).toContainEqual(expect.objectContaining({ path: 'name' }));
    const replaced = await save(clerk, { name: 'Twice', view: { filters: { status: 'completed' } }, replace: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: first.json().id, view: { filters: { status: 'completed' } } });
    expect((await listOf(clerk)).items.filter((item) => item.name === 'Twice')).toHaveLength(1);
    // The same name on another list is another view.
    const journal = await admin.call('POST', '/api/saved-views', { list: 'users', name: 'Twice', view: { filters: {} } });
    expect(journal.statusCode, journal.body).toBe(200);
  });

  it('lets an administrator share a view that everyone with the list sees but only an administrator deletes', async () => {
    const shared = await save(admin, { name: 'Everyone: pending', shared: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ shared: true, editable: true });
    const seen = (await listOf(clerk)).items.find((item) => item.id === shared.json().id);
    expect(seen).toMatchObject({ shared: true, editable: false, name: 'Everyone: pending' });
    const before = await rowCount();
    const refused = await clerk.call('DELETE', `/api/saved-views/${shared.json().id}`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await rowCount()).toBe(before);
    const deleted = await admin.call('DELETE', `/api/saved-views/${shared.json().id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listOf(clerk)).items.map((item) => item.id)).not.toContain(shared.json().id);
  });

  it('refuses a shared view to a user without user-management (403), writing nothing', async () => {
    const before = await rowCount();
    const refused = await save(clerk, { name: 'Sneaky share', shared: true });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    const replace = await save(admin, { name: 'Admin shared', shared: true });
    const overwrite = await save(clerk, { name: 'Admin shared', shared: true, replace: true, view: { filters: {} } });
    expect(overwrite.statusCode).toBe(403);
    expect(await rowCount()).toBe(before + 1);
    const [row] = await suite.database.db.select().from(savedViews).where(eq(savedViews.id, replace.json().id));
    expect(row?.view).toEqual(operationsView);
  });

  it("deletes one's own view", async () => {
    const saved = await save(clerk, { name: 'Short-lived' });
    const deleted = await clerk.call('DELETE', `/api/saved-views/${saved.json().id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await clerk.call('DELETE', `/api/saved-views/${saved.json().id}`);
    expect([again.statusCode, again.json().code]).toEqual([404, 'SAVED_VIEW_NOT_FOUND']);
  });

  it.each([
    ['an unknown key in the view', { view: { ...operationsView, hack: true } }, 'view.hack'],
    ['an unknown preset', { view: { filters: {}, period: 'nextDecade' } }, 'view.period'],
    ['a preset beside its days', { view: { filters: { from: '2026-01-01' }, period: 'thisMonth' } }, 'view.period'],
    ['a filter named like the view keys', { view: { filters: { sort: 'x' } } }, 'view.filters'],
    ['a badly written sort', { view: { filters: {}, sort: 'amount; drop table' } }, 'view.sort'],
    [
      'an oversized view (each part in bounds)',
      { view: { filters: Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`filter${index}`, 'x'.repeat(200)])) } },
      'view',
    ],
    ['a view that is not an object', { view: 'everything' }, 'view'],
    ['an unknown list', { list: 'secrets' }, 'list'],
    ['an empty name', { name: '   ' }, 'name'],
    ['an unknown field', { owner: 'someone-else' }, 'owner'],
  ])('refuses %s with VALIDATION_FAILED, writing nothing', async (_title, change, path) => {
    const before = await rowCount();
    const answer = await save(clerk, change);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect(answer.json().params.fields.map((field: { path: string }) => field.path)).toContain(path);
    expect(await rowCount()).toBe(before);
  });

  it("reads and saves a list's views only with the list's own permission", async () => {
    const listed = await outsider.call('GET', '/api/saved-views?list=operations');
    expect([listed.statusCode, listed.json().code]).toEqual([403, 'FORBIDDEN']);
    const before = await rowCount();
    expect((await save(outsider, { name: 'Not my list' })).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
    expect((await outsider.call('GET', '/api/saved-views?list=individuals')).statusCode).toBe(200);
    expect((await outsider.call('GET', '/api/saved-views?list=nowhere')).statusCode).toBe(400);
  });
});
