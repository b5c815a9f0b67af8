import { balanceAt, isoDateFromParts, LEDGER_END, lowestBalanceFrom, parseIsoDate, type IsoDate, type LedgerEntry } from '../../domain';
import type { Tx } from '../client';
import { insertAllocation } from '../queries/allocations';
import { insertIndividual } from '../queries/individuals';
import { insertLedgerRow, setLedgerStatus } from '../queries/ledger';
import { insertSubscriber, updateSubscriber } from '../queries/subscribers';
import { findUserByEmail, updateUser } from '../queries/users';
import { seededRandom } from './seeded-random';

type Person = { name: string; nationality: string; type: 'admin' | 'manager' | 'user' | 'mediator'; phone: string };

/** Names common in Chad, Cameroon, Sudan and the Emirates; the first 20 are subscribers. */
export const DEMO_PEOPLE: Person[] = [
  { name: 'Fatimé Oumar Mahamat', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 01' },
  { name: 'Abakar Hassan Ali', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 02' },
  { name: 'Achta Djibrine Moussa', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 03' },
  { name: 'Mahamat Saleh Idriss', nationality: 'Chad', type: 'manager', phone: '+235 66 20 10 04' },
  { name: 'Haoua Brahim Adoum', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 05' },
  { name: 'Jean-Pierre Mbarga', nationality: 'Cameroon', type: 'user', phone: '+237 6 70 20 10 06' },
  { name: 'Aïssatou Bello', nationality: 'Cameroon', type: 'user', phone: '+237 6 70 20 10 07' },
  { name: 'Emmanuel Nkodo', nationality: 'Cameroon', type: 'user', phone: '+237 6 70 20 10 08' },
  { name: 'Mariam Ngo Biyong', nationality: 'Cameroon', type: 'user', phone: '+237 6 70 20 10 09' },
  { name: 'Omar Abdelrahman Elsheikh', nationality: 'Sudan', type: 'user', phone: '+249 91 220 1010' },
  { name: 'Sara Mohamed Osman', nationality: 'Sudan', type: 'user', phone: '+249 91 220 1011' },
  { name: 'Khalid Ibrahim Babiker', nationality: 'Sudan', type: 'admin', phone: '+249 91 220 1012' },
  { name: 'Fatima Al Mansoori', nationality: 'United Arab Emirates', type: 'user', phone: '+971 50 220 1013' },
  { name: 'Rashid Al Nuaimi', nationality: 'United Arab Emirates', type: 'user', phone: '+971 50 220 1014' },
  { name: 'Mariam Al Falasi', nationality: 'United Arab Emirates', type: 'user', phone: '+971 50 220 1015' },
  { name: 'Hissein Abdoulaye Nour', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 16' },
  { name: 'Zenaba Ousmane Kaya', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 17' },
  { name: 'Paul Biya Essomba', nationality: 'Cameroon', type: 'user', phone: '+237 6 70 20 10 18' },
  { name: 'Amna Yousif Elhassan', nationality: 'Sudan', type: 'user', phone: '+249 91 220 1019' },
  { name: 'Saeed Al Ketbi', nationality: 'United Arab Emirates', type: 'user', phone: '+971 50 220 1020' },
  { name: 'Adoum Ahmat Goukouni', nationality: 'Chad', type: 'mediator', phone: '+235 66 20 10 21' },
  { name: 'Mahamat Nour Abdelkerim', nationality: 'Chad', type: 'mediator', phone: '+235 66 20 10 22' },
  { name: 'Alain Fotso Kamga', nationality: 'Cameroon', type: 'mediator', phone: '+237 6 70 20 10 23' },
  { name: 'Hamid Elamin Abdalla', nationality: 'Sudan', type: 'mediator', phone: '+249 91 220 1024' },
  { name: 'Obaid Al Shamsi', nationality: 'United Arab Emirates', type: 'mediator', phone: '+971 50 220 1025' },
  { name: 'Khadidja Issa Abdallah', nationality: 'Chad', type: 'mediator', phone: '+235 66 20 10 26' },
  { name: 'Brahim Seid Mahamat', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 27' },
  { name: 'Christelle Ngono', nationality: 'Cameroon', type: 'user', phone: '+237 6 70 20 10 28' },
  { name: 'Nadia Hassan Ahmed', nationality: 'Sudan', type: 'manager', phone: '+249 91 220 1029' },
  { name: 'Youssouf Mahamat Itno', nationality: 'Chad', type: 'user', phone: '+235 66 20 10 30' },
];

const SUBSCRIBERS = 20;
const ROWS_PER_SUBSCRIBER = 14;

function email(name: string, index: number): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
  return `${ascii}.${index + 1}@people.example`;
}

function monthsBefore(today: IsoDate, months: number, day: number): IsoDate {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - months;
  const shifted = { year: year + Math.floor((month - 1) / 12), month: ((((month - 1) % 12) + 12) % 12) + 1 };
  return isoDateFromParts({ ...shifted, day });
}

/**
 * A year of ledger rows for one subscriber, in date order; a debit is kept only when the core says
 * the balance stays at or above zero from its date on, so the demo is a ledger the app would accept.
 */
function demoLedger(random: () => number, subscriptionAmountMinor: bigint, start: IsoDate, today: IsoDate) {
  const dates: IsoDate[] = [];
  for (let index = 0; index < ROWS_PER_SUBSCRIBER; index += 1) {
    const date = monthsBefore(today, 11 - Math.floor((index * 12) / ROWS_PER_SUBSCRIBER), 1 + Math.floor(random() * 28));
    dates.push(date > today ? today : date < start ? start : date);
  }
  dates.sort();
  const entries: Array<LedgerEntry & { creditType: string | null }> = [];
  for (const date of dates) {
    const roll = random();
    const type = roll < 0.6 ? 'credit' : 'debit';
    const status = roll < 0.08 ? 'pending' : roll > 0.97 ? 'cancelled' : 'completed';
    const amountMinor = BigInt(5 + Math.floor(random() * 60)) * 5_000n;
    const entry = { date, type, status, amountMinor, creditType: type === 'credit' ? (random() < 0.4 ? 'profit' : 'new-amount') : null } as const;
    if (type === 'debit' && lowestBalanceFrom({ subscriptionAmountMinor, entries: [...entries, entry], from: date }) < 0n) continue;
    entries.push(entry);
  }
  return entries;
}

/** Individuals, subscribers with a year of ledger, a few allocations; the demo member is linked to the first subscriber. */
export async function loadPeopleDemo(tx: Tx, params: { today: IsoDate; memberEmail: string }): Promise<{ individuals: number; subscribers: number }> {
  const random = seededRandom(20260401);
  const subscriberIds: string[] = [];
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const individualId = `demo-individual-${String(index + 1).padStart(2, '0')}`;
    await insertIndividual(tx, {
      id: individualId,
      ...person,
      email: email(person.name, index),
      nni: `TD-${String(1_000_000 + index * 7919)}`,
      isActive: index !== 29,
    });
    if (index >= SUBSCRIBERS) continue;
    const subscriberId = `demo-subscriber-${String(index + 1).padStart(2, '0')}`;
    const subscriptionDate = monthsBefore(params.today, 12 + (index % 3), 1 + (index % 27));
    const subscriptionAmountMinor = BigInt(10 + Math.floor(random() * 90)) * 50_000n;
    await insertSubscriber(tx, { id: subscriberId, individualId, currency: 'XAF', subscriptionDate, subscriptionAmountMinor });
    const entries = demoLedger(random, subscriptionAmountMinor, parseIsoDate(subscriptionDate), params.today);
    for (const entry of entries) {
      const status = entry.status === 'completed' ? 'completed' : 'pending';
      const id = await insertLedgerRow(tx, {
        subscriberId,
        currency: 'XAF',
        transactionDate: entry.date,
        type: entry.type,
        creditType: entry.creditType,
        amountMinor: entry.amountMinor,
        status,
        note: '',
        reversesId: null,
        actorId: null,
      });
      if (entry.status === 'cancelled') await setLedgerStatus(tx, id, 'cancelled', null);
    }
    await updateSubscriber(tx, subscriberId, {
      currency: 'XAF',
      balanceMinor: balanceAt({ subscriptionAmountMinor, entries, date: LEDGER_END }),
      status: index === 19 ? 'inactive' : 'active',
    });
    subscriberIds.push(subscriberId);
  }
  // Primary 1 shares its subscription with 2 and 3; primary 4 with 5.
  const allocations: Array<[number, number, bigint]> = [
    [0, 1, 100_000n],
    [0, 2, 150_000n],
    [3, 4, 200_000n],
  ];
  for (const [primary, sub, amountMinor] of allocations) {
    await insertAllocation(tx, {
      id: `demo-allocation-${primary + 1}-${sub + 1}`,
      primarySubscriberId: subscriberIds[primary]!,
      subSubscriberId: subscriberIds[sub]!,
      amountMinor,
      currency: 'XAF',
    });
  }
  const member = await findUserByEmail(tx, params.memberEmail);
  if (member) await updateUser(tx, member.id, { individualId: 'demo-individual-01' });
  return { individuals: DEMO_PEOPLE.length, subscribers: SUBSCRIBERS };
}
