import type { JournalSide } from './journal-entry';

/**
 * Every money event and its legs with their side (docs/accounting.md §3). The side and the amount of
 * a leg are the event's; only the account a leg posts to is data (`PostingAccounts`).
 */
export const POSTING_LEGS = {
  'capital-credit': { cash: 'debit', capital: 'credit' },
  'capital-credit-profit': { expense: 'debit', capital: 'credit' },
  'capital-debit': { capital: 'debit', cash: 'credit' },
  subscription: { cash: 'debit', capital: 'credit' },
  'operation-completed': {
    cash: 'debit',
    revenue: 'credit',
    'investor-expense': 'debit',
    'investor-pool': 'credit',
    'mediator-expense': 'debit',
    'mediator-payable': 'credit',
    'special-expense': 'debit',
    'special-payable': 'credit',
  },
  'sale-sold': { cash: 'debit', revenue: 'credit', cost: 'debit', 'cost-cash': 'credit' },
  'investor-run-operations': {
    pool: 'debit',
    profit: 'credit',
    'retained-percentage': 'credit',
    'retained-loss': 'credit',
    'special-expense': 'debit',
    'special-payable': 'credit',
  },
  'investor-run-sales': { expense: 'debit', profit: 'credit', 'special-expense': 'debit', 'special-payable': 'credit' },
  'commission-run': { expense: 'debit', payable: 'credit' },
  'profit-to-capital': { payable: 'debit', capital: 'credit' },
  'profit-paid': { 'profit-payable': 'debit', 'commission-payable': 'debit', 'special-payable': 'debit', cash: 'credit' },
  'profit-adjustment-operations': { expense: 'debit', payable: 'credit' },
  'profit-adjustment-sales': { expense: 'debit', payable: 'credit' },
  'commission-adjustment': { expense: 'debit', payable: 'credit' },
} as const satisfies Record<string, Record<string, JournalSide>>;

export type PostingEvent = keyof typeof POSTING_LEGS;
export type PostingLeg<E extends PostingEvent> = keyof (typeof POSTING_LEGS)[E] & string;

/** The account code of each leg of each event: the editable half of the posting rules. */
export type PostingAccounts = { [E in PostingEvent]: Record<PostingLeg<E>, string> };

/** The default posting rules of docs/accounting.md §3. */
export const DEFAULT_POSTING_ACCOUNTS: PostingAccounts = {
  'capital-credit': { cash: '1000', capital: '3100' },
  'capital-credit-profit': { expense: '5150', capital: '3100' },
  'capital-debit': { capital: '3100', cash: '1000' },
  subscription: { cash: '1000', capital: '3100' },
  'operation-completed': {
    cash: '1000',
    revenue: '4100',
    'investor-expense': '5100',
    'investor-pool': '2100',
    'mediator-expense': '5200',
    'mediator-payable': '2300',
    'special-expense': '5300',
    'special-payable': '2310',
  },
  'sale-sold': { cash: '1000', revenue: '4200', cost: '5600', 'cost-cash': '1000' },
  'investor-run-operations': {
    pool: '2100',
    profit: '2200',
    'retained-percentage': '4300',
    'retained-loss': '4310',
    'special-expense': '5310',
    'special-payable': '2220',
  },
  'investor-run-sales': { expense: '5110', profit: '2200', 'special-expense': '5310', 'special-payable': '2220' },
  'commission-run': { expense: '5400', payable: '2210' },
  'profit-to-capital': { payable: '2200', capital: '3100' },
  'profit-paid': { 'profit-payable': '2200', 'commission-payable': '2210', 'special-payable': '2220', cash: '1000' },
  'profit-adjustment-operations': { expense: '5100', payable: '2200' },
  'profit-adjustment-sales': { expense: '5110', payable: '2200' },
  'commission-adjustment': { expense: '5400', payable: '2210' },
};

/** The rules as rows (event, leg, side, account): how `posting_rules` stores them. */
export function postingRuleRows(
  accounts: PostingAccounts = DEFAULT_POSTING_ACCOUNTS,
): Array<{ event: PostingEvent; leg: string; side: JournalSide; accountCode: string }> {
  return (Object.keys(POSTING_LEGS) as PostingEvent[]).flatMap((event) =>
    Object.entries(POSTING_LEGS[event]).map(([leg, side]) => ({ event, leg, side, accountCode: (accounts[event] as Record<string, string>)[leg]! })),
  );
}

/** Rules read back from rows; a missing leg keeps its default, so a database older than a new leg still posts. */
export function postingAccountsFrom(rows: ReadonlyArray<{ event: string; leg: string; accountCode: string }>): PostingAccounts {
  const accounts = structuredClone(DEFAULT_POSTING_ACCOUNTS) as Record<string, Record<string, string>>;
  for (const row of rows) {
    const legs = accounts[row.event];
    if (legs && Object.hasOwn(legs, row.leg)) legs[row.leg] = row.accountCode;
  }
  return accounts as PostingAccounts;
}
