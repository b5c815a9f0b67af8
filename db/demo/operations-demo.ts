import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { computeOperationFromInput, ruleToText } from '../../contract/operation-input';
import { COUNTRIES, type MediatorTypeCode } from '../../contract/operations';
import { computeSaleFromInput } from '../../contract/sale-input';
import { addDays, toDecimalString, type Currency, type IsoDate } from '../../domain';
import type { Tx } from '../client';
import { findCompanySettings, updateCompanySettings } from '../queries/company-settings';
import { insertOperation } from '../queries/operations';
import { insertSale } from '../queries/product-sales';
import { individuals } from '../schema';

/** A fixed-seed generator: the demo is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export type CurrencyPlan = { currency: Currency; minMajor: number; spanMajor: number; rate: string; mediatorAmount: string };

/** Amounts large enough for a normal mediator's fixed amount to fit inside the service fee. */
export const PLANS: CurrencyPlan[] = [
  { currency: 'XAF', minMajor: 500_000, spanMajor: 4_500_000, rate: '605.5', mediatorAmount: '1000' },
  { currency: 'XAF', minMajor: 200_000, spanMajor: 2_000_000, rate: '603.25', mediatorAmount: '500' },
  { currency: 'USD', minMajor: 1_000, spanMajor: 19_000, rate: '1', mediatorAmount: '2' },
  { currency: 'EUR', minMajor: 1_000, spanMajor: 14_000, rate: '0.92', mediatorAmount: '2' },
  { currency: 'AED', minMajor: 4_000, spanMajor: 46_000, rate: '3.6725', mediatorAmount: '8' },
  { currency: 'SAR', minMajor: 4_000, spanMajor: 36_000, rate: '3.75', mediatorAmount: '8' },
];
const MEDIATOR_KINDS: MediatorTypeCode[] = ['normal', 'normal', 'mediator-trader', 'trader-mediator'];
const OPERATIONS = 420;
const SALES = 36;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/** Demo people come from the people demo; a database without them gets four of its own. */
export async function demoPeople(tx: Tx): Promise<{ clients: string[]; mediators: string[] }> {
  let rows = await tx
    .select({ id: individuals.id, type: individuals.type })
    .from(individuals)
    .where(eq(individuals.isActive, true))
    .orderBy(asc(individuals.id));
  if (rows.length < 4) {
    const own = ['Hissein Mahamat', 'Achta Ibrahim', 'Oumar Sileck', 'Halimé Adoum'].map((name, index) => ({
      id: `demo-operations-person-${index + 1}`,
      name,
      phone: `+235 62 10 20 3${index}`,
      email: `operations.person.${index + 1}@people.example`,
      type: index % 2 === 0 ? 'user' : 'mediator',
      nni: `TD-OPS-${index + 1}`,
      nationality: 'TD',
    }));
    await tx.insert(individuals).values(own);
    rows = own.map(({ id, type }) => ({ id, type }));
  }
  const mediators = rows.filter((row) => row.type === 'mediator').map((row) => row.id);
  const clients = rows.filter((row) => row.type !== 'mediator').map((row) => row.id);
  return { clients: clients.length ? clients : rows.map((row) => row.id), mediators: mediators.length ? mediators : rows.map((row) => row.id) };
}

type CompanySettings = Awaited<ReturnType<typeof findCompanySettings>>;

/** One operation as it would be typed: the shares come from the contract's computation, as the service's do. */
export type DemoOperation = {
  plan: CurrencyPlan;
  mediatorType: MediatorTypeCode;
  amountMajor: number;
  serviceRate: string;
  clientId: string;
  mediatorId: string;
  status: 'pending' | 'completed' | 'cancelled';
  date: IsoDate;
  sourceCountry: string;
  destinationCountry: (typeof COUNTRIES)[number];
};

export async function insertDemoOperation(tx: Tx, settings: CompanySettings, operation: DemoOperation): Promise<void> {
  const { plan } = operation;
  const amount = toDecimalString({ amountMinor: BigInt(operation.amountMajor) * (plan.currency === 'XAF' ? 1n : 100n), currency: plan.currency });
  const input = {
    amount,
    currency: plan.currency,
    exchangeRate: plan.rate,
    serviceRate: operation.serviceRate,
    mediatorType: operation.mediatorType,
    mediatorAmount: plan.mediatorAmount,
  };
  const { rules, shares } = computeOperationFromInput({ input, ratios: settings });
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: plan.currency });
  const [investor, mediator, special] = [rules.investor, rules.mediator, rules.special].map((rule) => ruleToText(rule, plan.currency));
  await insertOperation(tx, {
    id: randomUUID(),
    sourceCountry: operation.sourceCountry,
    destinationCountry: operation.destinationCountry,
    amount,
    currency: plan.currency,
    exchangeRate: plan.rate,
    serviceRate: input.serviceRate,
    equivalentUsd: toDecimalString({ amountMinor: shares.equivalentUsdCents, currency: 'USD' }),
    revenue: money(shares.revenueMinor),
    investorRuleKind: investor!.kind,
    investorRuleValue: investor!.value,
    mediatorType: operation.mediatorType,
    mediatorRuleKind: mediator!.kind,
    mediatorRuleValue: mediator!.value,
    specialRuleKind: special!.kind,
    specialRuleValue: special!.value,
    investorShare: money(shares.investorShareMinor),
    mediatorShare: money(shares.mediatorShareMinor),
    specialShare: money(shares.specialShareMinor),
    companyShare: money(shares.companyShareMinor),
    operationDate: operation.date,
    clientId: operation.clientId,
    mediatorId: operation.mediatorId,
    status: operation.status,
    completedAt: operation.status === 'completed' ? new Date() : null,
  });
}

async function demoOperations(tx: Tx, today: IsoDate, people: { clients: string[]; mediators: string[] }, random: () => number): Promise<number> {
  const settings = await findCompanySettings(tx);
  for (let index = 0; index < OPERATIONS; index += 1) {
    const plan = pick(PLANS, random);
    const mediatorType = pick(MEDIATOR_KINDS, random);
    const amountMajor = plan.minMajor + Math.floor(random() * plan.spanMajor);
    const serviceRate = pick(['2', '2.5', '3'], random);
    const clientId = pick(people.clients, random);
    const mediatorId = pick(
      people.mediators.filter((id) => id !== clientId),
      random,
    );
    const roll = random();
    const daysAgo = Math.floor((index / OPERATIONS) * 365);
    // Old operations are settled; recent ones may still be pending.
    const status = roll < 0.07 ? 'cancelled' : daysAgo < 30 && roll < 0.5 ? 'pending' : roll < 0.15 ? 'pending' : 'completed';
    const sourceCountry = pick(['chad', 'chad', 'cameroun', 'niger'], random);
    const destinationCountry = pick(COUNTRIES, random);
    const date = addDays({ date: today, days: -(365 - daysAgo) });
    await insertDemoOperation(tx, settings, {
      plan,
      mediatorType,
      amountMajor,
      serviceRate,
      clientId,
      mediatorId,
      status,
      date,
      sourceCountry,
      destinationCountry,
    });
  }
  return OPERATIONS;
}

const PRODUCTS = [
  ['Gold bar', 'Fine gold 999.9'],
  ['Gold nuggets', 'Raw gold from Batha'],
  ['Silver ingot', 'Silver 999'],
  ['Gold necklace', '18 carat'],
] as const;

async function demoSales(tx: Tx, today: IsoDate, random: () => number): Promise<number> {
  for (let index = 0; index < SALES; index += 1) {
    const currency: Currency = pick(['XAF', 'XAF', 'USD', 'AED'], random);
    const unit = currency === 'XAF' ? 35_000 : currency === 'USD' ? 60 : 220;
    const whole = (major: number) => toDecimalString({ amountMinor: BigInt(Math.floor(major)) * (currency === 'XAF' ? 1n : 100n), currency });
    const purchase = unit * (0.9 + random() * 0.2);
    const [productName, description] = pick(PRODUCTS, random);
    const input = {
      currency,
      quantity: `${10 + Math.floor(random() * 490)}.${Math.floor(random() * 10)}`,
      purchasePrice: whole(purchase),
      additionalCost: whole(unit * 2),
      customsFees: whole(unit * 3),
      salePrice: whole(purchase * (1.03 + random() * 0.12)),
    };
    const sale = computeSaleFromInput(input);
    const roll = random();
    await insertSale(tx, {
      id: randomUUID(),
      ...input,
      productName,
      description,
      totalCost: toDecimalString({ amountMinor: sale.totalCostMinor, currency }),
      totalSale: toDecimalString({ amountMinor: sale.totalSaleMinor, currency }),
      profit: toDecimalString({ amountMinor: sale.profitMinor, currency }),
      saleDate: addDays({ date: today, days: -Math.floor(((SALES - index) / SALES) * 360) }),
      status: roll < 0.1 ? 'cancelled' : index > SALES - 6 || roll < 0.2 ? 'pending' : 'sold',
    });
  }
  return SALES;
}

/** A year of operations in several currencies, a few dozen sales, and a special-services beneficiary. */
export async function loadOperationsDemo(tx: Tx, params: { today: IsoDate }): Promise<{ operations: number; sales: number }> {
  const random = generator(20260501);
  const people = await demoPeople(tx);
  const settings = await findCompanySettings(tx);
  const { id: _id, updatedAt: _updatedAt, specialBeneficiaryName: _name, ...kept } = settings;
  await updateCompanySettings(tx, { ...kept, specialBeneficiaryId: people.clients[0] ?? null, mediatorNormalAmount: '1000' });
  return { operations: await demoOperations(tx, params.today, people, random), sales: await demoSales(tx, params.today, random) };
}
