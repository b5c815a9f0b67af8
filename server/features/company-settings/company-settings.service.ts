import { compareRationals, DomainError, parsePercentage } from '../../../domain';
import { assertDecimalFits, trimDecimal, withField } from '../../../contract/decimal-input';
import {
  companyRatioOf,
  MAX_RATIO_PERCENT,
  RATIO_FIELDS,
  type TCompanySettings,
  type TUpdateCompanySettingsBody,
  type WEIGHTING_METHODS,
} from '../../../contract/company-settings';
import { insertAudit } from '../../../db/queries/audit';
import { findCompanySettings, findCompanySettingsForUpdate, updateCompanySettings, type CompanySettingsRecord } from '../../../db/queries/company-settings';
import { findIndividualIds } from '../../../db/queries/individual-lookup';
import type { Tx } from '../../../db/client';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';

/** Company ratio = 100 − investor ratio (docs/rulings.md §R7): derived, never stored. */
const companyRatio = (investorRatio: string): string => companyRatioOf(parsePercentage({ text: trimDecimal(investorRatio) }));

export function toCompanySettings(row: CompanySettingsRecord): TCompanySettings {
  return {
    specialServiceRatio: trimDecimal(row.specialServiceRatio),
    mediatorNormalAmount: trimDecimal(row.mediatorNormalAmount),
    mediatorTraderRatio: trimDecimal(row.mediatorTraderRatio),
    traderMediatorRatio: trimDecimal(row.traderMediatorRatio),
    investorRatio: trimDecimal(row.investorRatio),
    companyRatio: companyRatio(row.investorRatio),
    defaultServiceRate: trimDecimal(row.defaultServiceRate),
    specialBeneficiaryId: row.specialBeneficiaryId,
    specialBeneficiaryName: row.specialBeneficiaryName,
    weightingMethod: row.weightingMethod as (typeof WEIGHTING_METHODS)[number],
    distributionsNeedApproval: row.distributionsNeedApproval,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const MAX_RATIO = parsePercentage({ text: MAX_RATIO_PERCENT });

/** docs/rulings.md §R7: every ratio 0–50 (4 decimals), the service rate 0–100, the normal amount ≥ 0. */
function checkLimits(body: TUpdateCompanySettingsBody): void {
  for (const field of RATIO_FIELDS) {
    assertDecimalFits({ text: body[field], field, fractionDigits: 4, integerDigits: 3 });
    const value = withField(field, () => parsePercentage({ text: body[field] }));
    if (compareRationals(value, MAX_RATIO) > 0) throw new AppError('SETTING_ABOVE_LIMIT', { field, max: MAX_RATIO_PERCENT });
  }
  assertDecimalFits({ text: body.defaultServiceRate, field: 'defaultServiceRate', fractionDigits: 4, integerDigits: 3 });
  withField('defaultServiceRate', () => parsePercentage({ text: body.defaultServiceRate }));
  const amount = assertDecimalFits({
    text: body.mediatorNormalAmount,
    field: 'mediatorNormalAmount',
    fractionDigits: 2,
    integerDigits: 12,
    code: 'INVALID_AMOUNT',
  });
  if (amount.numerator < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'mediatorNormalAmount' });
}

async function checkBeneficiary(tx: Tx, id: string | null): Promise<void> {
  if (id !== null && !(await findIndividualIds(tx, [id])).has(id)) throw new AppError('PARTY_NOT_FOUND', { field: 'specialBeneficiaryId' });
}

export async function readCompanySettings(deps: Deps): Promise<TCompanySettings> {
  return toCompanySettings(await findCompanySettings(deps.database.db));
}

/** One transaction: lock the row, write, audit before and after. New operations take the new defaults. */
export async function saveCompanySettings(deps: Deps, body: TUpdateCompanySettingsBody, context: AuditContext): Promise<TCompanySettings> {
  checkLimits(body);
  return deps.database.db.transaction(async (tx) => {
    const before = toCompanySettings(await findCompanySettingsForUpdate(tx));
    await checkBeneficiary(tx, body.specialBeneficiaryId);
    await updateCompanySettings(tx, { ...body, updatedBy: context.actorId });
    const after = toCompanySettings(await findCompanySettings(tx));
    const { updatedAt: _before, ...beforeValues } = before;
    const { updatedAt: _after, ...afterValues } = after;
    await insertAudit(tx, {
      ...context,
      action: 'company-settings.update',
      entity: 'company-settings',
      entityId: '1',
      before: beforeValues,
      after: afterValues,
    });
    return after;
  });
}
