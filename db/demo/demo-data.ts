import { randomUUID } from 'node:crypto';
import { isoDateFromParts } from '../../domain';
import { parseIsoDate } from '../../domain';
import type { Db } from '../client';
import { insertAudit } from '../queries/audit';
import { insertUserWithPassword } from '../queries/users';
import { setTwoFactorRequired } from '../queries/two-factor';
import { loadMembersDemo } from './members-demo';
import { loadDistributionDemo } from './distribution-demo';
import { loadOperationsDemo } from './operations-demo';
import { loadPeopleDemo } from './people-demo';

export const DEMO_ADMIN = { email: 'admin@wasit.example', password: 'wasit-demo-2026', name: 'Demo Administrator' } as const;

type DemoUser = { name: string; email: string; phone: string; type: string; canLogin: boolean; approved: boolean; permissions: string[] };

/** A few accounts in each state, so user management has something to show on a first start. */
const DEMO_USERS: DemoUser[] = [
  {
    name: 'Amina Mahamat',
    email: 'manager@wasit.example',
    phone: '+235 66 00 11 22',
    type: 'manager',
    canLogin: true,
    approved: true,
    permissions: ['dashboard', 'transactions', 'individuals', 'subscribers', 'reports', 'profile', 'close-periods', 'approve-distributions'],
  },
  {
    name: 'Idriss Abakar',
    email: 'clerk@wasit.example',
    phone: '+235 66 00 33 44',
    type: 'user',
    canLogin: true,
    approved: true,
    permissions: ['transactions', 'update-balance', 'profile'],
  },
  {
    name: 'Fatimé Oumar',
    email: 'member@wasit.example',
    phone: '+235 66 00 55 66',
    type: 'investor',
    canLogin: true,
    approved: true,
    permissions: ['profile'],
  },
  {
    name: 'Jean Ngarlem',
    email: 'pending@wasit.example',
    phone: '+237 6 77 88 99 00',
    type: 'client',
    canLogin: false,
    approved: false,
    permissions: ['profile'],
  },
];

/**
 * Loads the demo data into an empty database: the demo administrator (holding `all`) and a few
 * users. Every demo account uses the demo password; `passwordHash` is its hash.
 */
export async function loadDemoData(db: Db, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const admin = await insertUserWithPassword(tx, {
      id: randomUUID(),
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      phone: '+235 66 00 00 00',
      type: 'admin',
      isActive: true,
      canLogin: true,
      approvedAt: now,
      permissions: ['all'],
      passwordHash,
    });
    for (const user of DEMO_USERS) {
      await insertUserWithPassword(tx, {
        id: randomUUID(),
        name: user.name,
        email: user.email,
        phone: user.phone,
        type: user.type,
        isActive: true,
        canLogin: user.canLogin,
        approvedAt: user.approved ? now : null,
        permissions: user.permissions,
        passwordHash,
      });
    }
    const today = isoDateFromParts({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
    const people = await loadPeopleDemo(tx, { today, memberEmail: 'member@wasit.example' });
    await loadOperationsDemo(tx, { today: parseIsoDate(now.toISOString().slice(0, 10)) });
    await loadDistributionDemo(tx, { today });
    // Last: it tops up what the modules before it gave the demo member.
    const members = await loadMembersDemo(tx, { today, memberEmail: 'member@wasit.example' });
    // A newcomer tries the product with a password alone; a real company turns it on (docs/permissions.md §11).
    await setTwoFactorRequired(tx, { required: false, updatedBy: null });
    await insertAudit(tx, {
      actorId: null,
      action: 'demo-data.load',
      entity: 'database',
      entityId: null,
      after: { admin: admin.email, users: DEMO_USERS.length + 1, twoFactorRequired: false, ...people, ...members },
      clientAddress: null,
      requestId: null,
    });
  });
}
