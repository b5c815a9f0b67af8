import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { individuals } from '../../db/schema';

let counter = 0;

/** An individual inserted directly, with a unique e-mail and phone, for tests that need people. */
export async function createTestIndividual(database: Database, options: { name?: string; type?: string } = {}): Promise<{ id: string; name: string }> {
  counter += 1;
  const id = randomUUID();
  const name = options.name ?? `Person ${id.slice(0, 8)}`;
  await database.db.insert(individuals).values({
    id,
    name,
    phone: `+235 60 ${String(counter).padStart(6, '0')}${id.slice(0, 2).replace(/\D/g, '1')}`,
    email: `person-${id}@test.example`,
    type: options.type ?? 'user',
    nni: `NNI${counter}`,
    nationality: 'TD',
  });
  return { id, name };
}
