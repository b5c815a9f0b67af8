import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, sessions } from '../../../db/schema';
import { DATABASE_KINDS, signIn } from '../../test/helper';
import { useUserManagementSuite } from '../../test/user-management-suite';

describe.each(DATABASE_KINDS)('user management on %s', (kind) => {
  const { suite, admin, call, asAdmin, tryToSignIn, userRow, auditOf, auditCount, makeUser } = useUserManagementSuite(kind);

  describe('approval and account state', () => {
    it('approves a pending sign-up: it can sign in, an "approved" mail is in the outbox, the change is audited', async () => {
      const pending = await makeUser({ type: 'client', canLogin: false, approved: false });
      expect((await tryToSignIn(pending.email)).json().code).toBe('ACCOUNT_PENDING');

      const answer = await asAdmin.post(`/api/users/${pending.id}/approve`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id: pending.id, canLogin: true, isActive: true, status: 'active' });
      expect(await userRow(pending.id)).toMatchObject({ canLogin: true, approvedAt: expect.any(Date) });

      const mails = await suite.database.db.select().from(outbox).where(eq(outbox.recipient, pending.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/approved/);
      expect(mails[0]!.body).toContain('http://localhost:3000/login');

      const [audit] = await auditOf('user.approve', pending.id);
      expect(audit).toMatchObject({
        actorId: admin.id,
        entity: 'user',
        clientAddress: '127.0.0.1',
        requestId: expect.any(String),
        before: expect.objectContaining({ canLogin: false, isActive: true, email: pending.email }),
        after: expect.objectContaining({ canLogin: true, isActive: true, email: pending.email }),
      });
      expect(JSON.stringify([audit!.before, audit!.after])).not.toMatch(/password|scrypt/i);

      expect((await tryToSignIn(pending.email)).statusCode).toBe(200);
      // Approving an account that can already sign in changes nothing and mails nothing.
      expect((await asAdmin.post(`/api/users/${pending.id}/approve`)).statusCode).toBe(200);
      expect(await suite.database.db.select().from(outbox).where(eq(outbox.recipient, pending.email))).toHaveLength(1);
    });

    it('disabling login ends that user’s sessions at once; sign-in then says ACCOUNT_DISABLED; approving again restores it', async () => {
      const user = await makeUser();
      const cookie = await signIn(suite.app, user.email);
      expect((await call('GET', '/api/user-types', undefined, cookie)).statusCode).toBe(200);

      const answer = await asAdmin.post(`/api/users/${user.id}/disable-login`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ canLogin: false, isActive: true, status: 'disabled' });
      expect((await call('GET', '/api/user-types', undefined, cookie)).json().code).toBe('UNAUTHENTICATED');
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect([(await tryToSignIn(user.email)).statusCode, (await tryToSignIn(user.email)).json().code]).toEqual([403, 'ACCOUNT_DISABLED']);
      const [audit] = await auditOf('user.disable-login', user.id);
      expect(audit).toMatchObject({
        actorId: admin.id,
        before: expect.objectContaining({ canLogin: true }),
        after: expect.objectContaining({ canLogin: false }),
      });

      expect((await asAdmin.post(`/api/users/${user.id}/approve`)).json().status).toBe('active');
      expect((await tryToSignIn(user.email)).statusCode).toBe(200);
    });

    it('deactivating ends the sessions and sign-in says ACCOUNT_INACTIVE; activating restores the account', async () => {
      const user = await makeUser();
      const cookie = await signIn(suite.app, user.email);

      const answer = await asAdmin.post(`/api/users/${user.id}/deactivate`);
      expect(answer.json()).toMatchObject({ isActive: false, canLogin: true, status: 'inactive' });
      expect((await call('GET', '/api/user-types', undefined, cookie)).statusCode).toBe(401);
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      const refused = await tryToSignIn(user.email);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);

      const activated = await asAdmin.post(`/api/users/${user.id}/activate`);
      expect(activated.json()).toMatchObject({ isActive: true, status: 'active' });
      expect((await tryToSignIn(user.email)).statusCode).toBe(200);
      expect((await auditOf('user.deactivate', user.id))[0]).toMatchObject({
        actorId: admin.id,
        before: expect.objectContaining({ isActive: true }),
        after: expect.objectContaining({ isActive: false }),
      });
      expect((await auditOf('user.activate', user.id))[0]).toMatchObject({ after: expect.objectContaining({ isActive: true }) });
    });

    it('changes the type, audited, and refuses an unknown type or extra fields without changing anything', async () => {
      const user = await makeUser({ type: 'user' });
      const answer = await asAdmin.put(`/api/users/${user.id}/type`, { type: 'investor_mediator' });
      expect(answer.json()).toMatchObject({ type: 'investor_mediator' });
      expect((await userRow(user.id)).type).toBe('investor_mediator');
      expect((await auditOf('user.type', user.id))[0]).toMatchObject({
        actorId: admin.id,
        before: expect.objectContaining({ type: 'user' }),
        after: expect.objectContaining({ type: 'investor_mediator' }),
      });

      const auditsBefore = await auditCount();
      for (const body of [{ type: 'superhero' }, { type: 'Admin' }, { type: 'admin', permissions: ['all'] }, {}, { type: null }]) {
        const refused = await asAdmin.put(`/api/users/${user.id}/type`, body);
        expect([refused.statusCode, refused.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await asAdmin.put(`/api/users/${user.id}/type`, { type: 'admin', extra: 1 })).json().params.fields).toEqual([
        { path: 'extra', issue: 'unknown_field' },
      ]);
      expect((await userRow(user.id)).type).toBe('investor_mediator');
      expect(await auditCount()).toBe(auditsBefore);
    });
  });

  describe('the audit row and the change are one transaction', () => {
    it('when the audit row cannot be written, the change and the session ending are rolled back', async () => {
      const user = await makeUser({ type: 'user' });
      const cookie = await signIn(suite.app, user.email);
      await suite.database.db.execute(
        sql`alter table audit_log add constraint refuse_for_test check (action not in ('user.type', 'user.disable-login')) not valid`,
      );
      try {
        const typed = await asAdmin.put(`/api/users/${user.id}/type`, { type: 'manager' });
        expect([typed.statusCode, typed.json().code]).toEqual([500, 'INTERNAL']);
        const disabled = await asAdmin.post(`/api/users/${user.id}/disable-login`);
        expect([disabled.statusCode, disabled.json().code]).toEqual([500, 'INTERNAL']);
      } finally {
        await suite.database.db.execute(sql`alter table audit_log drop constraint refuse_for_test`);
      }
      expect(await userRow(user.id)).toMatchObject({ type: 'user', canLogin: true });
      expect((await call('GET', '/api/user-types', undefined, cookie)).statusCode).toBe(200);
    });
  });
});
