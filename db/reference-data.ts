import type { Tx } from './client';
import { seedBooks } from './queries/books';
import { upsertUserTypes } from './queries/user-types';

/** Labels of the user types (docs/permissions.md §10), loaded at every start; existing rows are kept as edited. */
const USER_TYPE_LABELS = [
  { code: 'admin', nameEn: 'Administrator', nameFr: 'Administrateur', nameAr: 'مسؤول' },
  { code: 'manager', nameEn: 'Manager', nameFr: 'Gestionnaire', nameAr: 'مدير' },
  { code: 'user', nameEn: 'User', nameFr: 'Utilisateur', nameAr: 'مستخدم' },
  { code: 'client', nameEn: 'Client', nameFr: 'Client', nameAr: 'عميل' },
  { code: 'mediator', nameEn: 'Mediator', nameFr: 'Médiateur', nameAr: 'وسيط' },
  { code: 'trader', nameEn: 'Trader', nameFr: 'Commerçant', nameAr: 'تاجر' },
  { code: 'mediator_normal', nameEn: 'Normal mediator', nameFr: 'Médiateur normal', nameAr: 'وسيط عادي' },
  { code: 'investor_mediator', nameEn: 'Investor mediator', nameFr: 'Médiateur investisseur', nameAr: 'وسيط مستثمر' },
  { code: 'investor', nameEn: 'Investor', nameFr: 'Investisseur', nameAr: 'مستثمر' },
  { code: 'trader_mediator', nameEn: 'Trader mediator', nameFr: 'Commerçant médiateur', nameAr: 'تاجر وسيط' },
  { code: 'campany_mediator', nameEn: 'Company mediator', nameFr: "Médiateur d'entreprise", nameAr: 'وسيط الشركة' },
];

export async function loadReferenceData(db: Tx): Promise<void> {
  await upsertUserTypes(db, USER_TYPE_LABELS);
  // The default chart of accounts and posting rules (docs/accounting.md §2, §3).
  await seedBooks(db);
}
