import { assertDecimalFits, trimDecimal, withField } from '../../../contract/decimal-input';
import {
  CALCULATION_PRESETS,
  DEFAULT_PRESET,
  MAX_CALCULATION_RATE,
  PRESET_NAMES,
  ZCalculationSettingsBody,
  type TCalculationSettings,
  type TCalculationSettingsBody,
} from '../../../contract/mediator-calculations';
import type { Db } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { findPreference, upsertPreference } from '../../../db/queries/preferences';
import { compareRationals, parsePercentage } from '../../../domain';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';

/**
 * Stored per user in user_preferences under this key: the settings are one person's what-if rates
 * (they change no money), which is what that table holds; a table of our own would add a migration
 * for three numbers. Only this feature writes the key with checked rates; the generic preferences
 * route cannot store an object, and a value that does not parse is read as the default preset.
 */
export const SETTINGS_KEY = 'mediator-calculations.settings';

const CAPPED_FIELDS = ['investorRate', 'mediatorRate'] as const;
const RATE_FIELDS = ['investorRate', 'mediatorRate', 'specialRate'] as const;

function withPreset(rates: TCalculationSettingsBody): TCalculationSettings {
  const same = (name: (typeof PRESET_NAMES)[number]) =>
    RATE_FIELDS.every((field) => compareRationals(parsePercentage({ text: rates[field] }), parsePercentage({ text: CALCULATION_PRESETS[name][field] })) === 0);
  return { ...rates, preset: PRESET_NAMES.find(same) ?? 'custom' };
}

/** 0–100 with four decimals at most; investor and mediator at most 50 (docs/rulings.md §R6). Returns the rates trimmed. */
function checkRates(body: TCalculationSettingsBody): TCalculationSettingsBody {
  const max = parsePercentage({ text: MAX_CALCULATION_RATE });
  for (const field of RATE_FIELDS) {
    assertDecimalFits({ text: body[field], field, fractionDigits: 4, integerDigits: 3 });
    const rate = withField(field, () => parsePercentage({ text: body[field] }));
    if ((CAPPED_FIELDS as readonly string[]).includes(field) && compareRationals(rate, max) > 0) {
      throw new AppError('SETTING_ABOVE_LIMIT', { field, max: MAX_CALCULATION_RATE });
    }
  }
  return { investorRate: trimDecimal(body.investorRate), mediatorRate: trimDecimal(body.mediatorRate), specialRate: trimDecimal(body.specialRate) };
}

export async function readCalculationSettings(db: Db, userId: string): Promise<TCalculationSettings> {
  const stored = ZCalculationSettingsBody.safeParse(await findPreference(db, { userId, key: SETTINGS_KEY }));
  if (stored.success) {
    try {
      return withPreset(checkRates(stored.data));
    } catch {
      // an unreadable stored value falls back to the default below
    }
  }
  return withPreset(CALCULATION_PRESETS[DEFAULT_PRESET]);
}

/** One transaction: the user's rates and the audit row with before and after. */
export async function saveCalculationSettings(db: Db, userId: string, body: TCalculationSettingsBody, context: AuditContext): Promise<TCalculationSettings> {
  const rates = checkRates(body);
  const before = await readCalculationSettings(db, userId);
  await db.transaction(async (tx) => {
    await upsertPreference(tx, { userId, key: SETTINGS_KEY, preference: rates });
    await insertAudit(tx, {
      ...context,
      action: 'mediator-calculations.settings',
      entity: 'user_preference',
      entityId: `${userId}:${SETTINGS_KEY}`,
      before,
      after: rates,
    });
  });
  return withPreset(rates);
}
