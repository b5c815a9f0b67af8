import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { zEmail, zName, zPassword } from '../../contract/fields';
import { openDatabase } from '../../db/client';
import { insertAudit } from '../../db/queries/audit';
import { findUserByEmail, insertUserWithPassword } from '../../db/queries/users';
import { setTwoFactorRequired } from '../../db/queries/two-factor';
import { loadReferenceData } from '../../db/reference-data';
import { hashPassword } from '../auth/password-hash';
import { readConfig } from '../config';
import { requireAuditKey } from '../features/audit-log/audit-key-source';
import { prepareAuditChain } from '../features/audit-log/key-audit-chain';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ZArgs = z.object({ email: zEmail, password: zPassword, name: zName });

/** `npm run create-admin -- --email E --password P --name N`: an active administrator holding `all`. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Usage: npm run create-admin -- --email E --password P --name N (password at least 8 characters)\n${problems.join('\n')}`);
  }
  const { email, password, name } = parsed.data;
  const config = readConfig(process.env, root);
  const database = await openDatabase(config.database);
  try {
    // The tool writes audit rows: the server's key, made here when this is a new embedded database's first use.
    const auditKey = await requireAuditKey(config.database, process.env);
    await prepareAuditChain(database.db, auditKey.key, auditKey);
    await loadReferenceData(database.db);
    if (await findUserByEmail(database.db, email)) throw new Error(`A user with the e-mail ${email} already exists.`);
    const passwordHash = await hashPassword(password);
    await database.db.transaction(async (tx) => {
      const row = await insertUserWithPassword(tx, {
        id: randomUUID(),
        name,
        email,
        phone: null,
        type: 'admin',
        isActive: true,
        canLogin: true,
        approvedAt: new Date(),
        permissions: ['all'],
        passwordHash,
      });
      await insertAudit(tx, {
        actorId: null,
        action: 'user.create-admin',
        entity: 'user',
        entityId: row.id,
        after: { email, name, permissions: ['all'] },
        clientAddress: 'command-line',
        requestId: null,
      });
      // A real installation: privileged users enrol in the second factor at their next sign-in (docs/permissions.md §11).
      await setTwoFactorRequired(tx, { required: true, updatedBy: null });
      await insertAudit(tx, {
        actorId: null,
        action: 'company-settings.two-factor',
        entity: 'company-settings',
        entityId: '1',
        after: { twoFactorRequired: true },
        clientAddress: 'command-line',
        requestId: null,
      });
    });
    console.log(`Administrator ${email} created. They enrol in the second factor (authenticator app) at their first sign-in.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
