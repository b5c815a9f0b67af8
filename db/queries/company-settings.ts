import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { companySettings, individuals } from '../schema';

export type CompanySettingsRecord = typeof companySettings.$inferSelect & { specialBeneficiaryName: string | null };

/** The company settings' one row. */
export const SETTINGS_ID = 1;

async function ensureRow(db: Tx): Promise<void> {
  await db.insert(companySettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
}

async function selectSettings(db: Tx, forUpdate: boolean): Promise<CompanySettingsRecord> {
  await ensureRow(db);
  const query = db
    .select({ settings: companySettings, specialBeneficiaryName: individuals.name })
    .from(companySettings)
    .leftJoin(individuals, eq(individuals.id, companySettings.specialBeneficiaryId))
    .where(eq(companySettings.id, SETTINGS_ID));
  const rows = forUpdate ? await query.for('update', { of: companySettings }) : await query;
  const row = rows[0];
  if (!row) throw new Error('company_settings row is missing');
  return { ...row.settings, specialBeneficiaryName: row.specialBeneficiaryName };
}

/** The single settings row; created with its defaults if a database lacks it. */
export function findCompanySettings(db: Tx): Promise<CompanySettingsRecord> {
  return selectSettings(db, false);
}

/** Locks the row, so that two saves apply one after the other and each audits the right "before". */
export function findCompanySettingsForUpdate(db: Tx): Promise<CompanySettingsRecord> {
  return selectSettings(db, true);
}

export type UpdateCompanySettingsParams = Omit<typeof companySettings.$inferInsert, 'id' | 'updatedAt'>;

export async function updateCompanySettings(db: Tx, params: UpdateCompanySettingsParams): Promise<void> {
  await db
    .update(companySettings)
    .set({ ...params, updatedAt: new Date() })
    .where(eq(companySettings.id, SETTINGS_ID));
}
