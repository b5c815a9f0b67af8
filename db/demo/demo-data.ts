import { randomUUID } from 'node:crypto';
import { isoDateFromParts, parseIsoDate, type IsoDate } from '../../domain';
import type { Tx } from '../client';
import { insertUserWithPassword } from '../queries/users';
import { setTwoFactorRequired } from '../queries/two-factor';
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

/** The demo manager: the second approver of the administrator's distributions (four-eyes, docs/distribution.md §14). */
export const DEMO_APPROVER_EMAIL = 'manager@wasit.example';

export type DemoBase = {
  today: IsoDate;
  admin: { id: string };
  approver: { id: string; permissions: string[] };
  /** What the demo-data.load audit row tells of it. */
  summary: Record<string, unknown>;
};

/**
 * Loads the demo data into an empty database, in the caller's transaction, up to its distribution
 * history (written by the server, through the distribution service): the demo administrator
 * (holding `all`) and a few users, people, operations, sales, mediator percentages. Every demo
 * account uses the demo password; `passwordHash` is its hash.
 */
export async function loadDemoBase(tx: Tx, passwordHash: string, now: Date): Promise<DemoBase> {
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
  let approver: DemoBase['approver'] | null = null;
  for (const user of DEMO_USERS) {
    const inserted = await insertUserWithPassword(tx, {
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
    if (user.email === DEMO_APPROVER_EMAIL) approver = { id: inserted.id, permissions: user.permissions };
  }
  if (!approver) throw new Error('Invariant violated: the demo users include the approver');
  const today = isoDateFromParts({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  const people = await loadPeopleDemo(tx, { today, memberEmail: 'member@wasit.example' });
  await loadOperationsDemo(tx, { today: parseIsoDate(now.toISOString().slice(0, 10)) });
  const distribution = await loadDistributionDemo(tx, { today });
  // A newcomer tries the product with a password alone; a real company turns it on (docs/permissions.md §11).
  await setTwoFactorRequired(tx, { required: false, updatedBy: null });
  return {
    today,
    admin: { id: admin.id },
    approver,
    summary: { admin: admin.email, users: DEMO_USERS.length + 1, twoFactorRequired: false, ...people, ...distribution },
  };
}
