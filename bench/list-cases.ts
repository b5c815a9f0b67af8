/**
 * Every filter, sort and search of the nine lists (contract/*.ts query schemas), as the app is asked
 * for it (an API query string) and as its SQL floor: one hand-written statement reading the same
 * rows of the same page (26 rows: the page and one more, as the app reads) through the same index.
 * The values name rows of bench/list-fixtures.ts; `{user}` in a floor is the signed-in user's id.
 */
export type ListCase = { label: string; query: string; floor: string };

/** A list: its route, its floor statement, the SQL of each sort column, its default sort and its filters. */
type Family = {
  list: string;
  path: string;
  /** The floor statement of a page: its conditions (`true` when none), its order and its limit. */
  floor: (where: string, order: string, limit: number) => string;
  id: string;
  sorts: Record<string, string>;
  defaultSort: string;
  /** The app's page size, and the rows read for it. */
  limit?: number;
  filters: Array<{ label: string; query: string; where: string; order?: string }>;
};

const page = 25;
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const contains = (text: string) => quoted(`%${text}%`);

/** The search filters of a list: each text, infix-matched on any of the columns the list searches. */
function searches(cases: Array<[label: string, text: string]>, columns: string[]): Family['filters'] {
  return cases.map(([label, text]) => ({
    label,
    query: `search=${encodeURIComponent(text)}`,
    where: `(${columns.map((column) => `${column} ilike ${contains(text)}`).join(' or ')})`,
  }));
}

const subscribers: Family = {
  list: 'subscribers',
  path: '/api/subscribers',
  floor: (
    where,
    order,
    limit,
  ) => `select s.*, i.name, i.phone, coalesce((select true from balance_transactions b where b.subscriber_id = s.id limit 1), false) as has_ledger_rows,
      i.name::text as sort_value
    from subscribers s join individuals i on i.id = s.individual_id where ${where} order by ${order} limit ${limit}`,
  id: 's.id',
  sorts: {
    name: 'i.name',
    phone: 'i.phone',
    subscriptionDate: 's.subscription_date',
    subscriptionAmount: 's.subscription_amount',
    balance: 's.balance',
    status: 's.status',
  },
  defaultSort: 'name-asc',
  filters: [
    { label: 'status active', query: 'status=active', where: `s.status = 'active'` },
    { label: 'status inactive (matches none)', query: 'status=inactive', where: `s.status = 'inactive'` },
    ...searches(
      [
        ['search "djibrine" (1 in 10)', 'djibrine'],
        ['search a unique name "Saleh 99999"', 'Saleh 99999'],
        ['search e-mail "bench4242@"', 'bench4242@'],
        ['search matching nothing', 'zz-nobody'],
      ],
      ['i.name', 'i.phone', 'i.email'],
    ),
  ],
};

const individuals: Family = {
  list: 'individuals',
  path: '/api/individuals',
  floor: (where, order, limit) => `select i.* from individuals i where ${where} order by ${order} limit ${limit}`,
  id: 'i.id',
  sorts: { name: 'i.name', email: 'i.email', type: 'i.type', nni: 'i.nni', nationality: 'i.nationality', active: 'i.is_active', createdAt: 'i.created_at' },
  defaultSort: 'name-asc',
  filters: [
    { label: 'type mediator', query: 'type=mediator', where: `i.type = 'mediator'` },
    { label: 'type admin (matches none)', query: 'type=admin', where: `i.type = 'admin'` },
    { label: 'inactive', query: 'active=false', where: 'not i.is_active' },
    ...searches(
      [
        ['search "djibrine" (1 in 10)', 'djibrine'],
        ['search a unique name "Saleh 99999"', 'Saleh 99999'],
        ['search e-mail "bench4242@"', 'bench4242@'],
        ['search matching nothing', 'zz-nobody'],
      ],
      ['i.name', 'i.email', 'i.phone', 'i.nni'],
    ),
  ],
};

/** The users list's status order, through the indexed immutable function of migration 0020. */
const userStatusKey = 'user_status_key(u.is_active, u.can_login, u.approved_at, u.created_at)';
/** A status filter's own condition, bounded to the part of the status order it starts and stops in. */
const userStatus = (condition: string, from: number, to: number) => `${condition} and ${userStatusKey} >= '${from}' and ${userStatusKey} < '${to}'`;
const utcMs = (column: string) => `(date_trunc('milliseconds', (${column} at time zone 'UTC')) at time zone 'UTC')`;
const users: Family = {
  list: 'users',
  path: '/api/users',
  floor: (where, order, limit) => `select u.* from users u where ${where} order by ${order} limit ${limit}`,
  id: 'u.id',
  sorts: {
    status: userStatusKey,
    name: 'u.name',
    email: 'u.email',
    phone: `coalesce(u.phone, '')`,
    type: 'u.type',
    lastLogin: `coalesce(${utcMs('u.last_login')}, timestamptz 'epoch')`,
    createdAt: utcMs('u.created_at'),
  },
  defaultSort: 'status-asc',
  filters: [
    { label: 'type manager', query: 'type=manager', where: `u.type = 'manager'` },
    { label: 'type trader (matches none)', query: 'type=trader', where: `u.type = 'trader'` },
    {
      label: 'status pending',
      query: 'status=pending',
      where: userStatus('u.is_active and u.approved_at is null', 0, 2),
    },
    {
      label: 'status active',
      query: 'status=active',
      where: userStatus('u.is_active and u.can_login', 1, 2),
    },
    {
      label: 'status disabled',
      query: 'status=disabled',
      where: userStatus('u.is_active and not u.can_login and u.approved_at is not null', 2, 3),
    },
    {
      label: 'status inactive',
      query: 'status=inactive',
      where: userStatus('not u.is_active', 3, 4),
    },
    ...searches(
      [
        ['search "djibrine" (1 in 5)', 'djibrine'],
        ['search e-mail "user4242@"', 'user4242@'],
        ['search matching nothing', 'zz-nobody'],
      ],
      ['u.name', 'u.email', 'u.phone'],
    ),
  ],
};

const operations: Family = {
  list: 'operations',
  path: '/api/operations',
  floor: (where, order, limit) => `select o.*, c.name as client_name, m.name as mediator_name
    from operations o join individuals c on c.id = o.client_id join individuals m on m.id = o.mediator_id where ${where} order by ${order} limit ${limit}`,
  id: 'o.id',
  sorts: {
    date: 'o.operation_date',
    number: 'o.number',
    client: 'c.name',
    mediator: 'm.name',
    amount: 'o.amount',
    currency: 'o.currency',
    equivalentUsd: 'o.equivalent_usd',
    revenue: 'o.revenue',
    companyShare: 'o.company_share',
    status: 'o.status',
  },
  defaultSort: 'date-desc',
  filters: [
    { label: 'status pending', query: 'status=pending', where: `o.status = 'pending'` },
    { label: 'currency EUR', query: 'currency=EUR', where: `o.currency = 'EUR'` },
    { label: 'currency GBP (matches none)', query: 'currency=GBP', where: `o.currency = 'GBP'` },
    { label: 'source country china', query: 'sourceCountry=china', where: `o.source_country = 'china'` },
    { label: 'destination country gabon (matches none)', query: 'destinationCountry=gabon', where: `o.destination_country = 'gabon'` },
    { label: 'one month (from, to)', query: 'from=2023-03-01&to=2023-03-31', where: `o.operation_date between '2023-03-01' and '2023-03-31'` },
    {
      label: 'search a client "Saleh 4292"',
      query: 'search=Saleh%204292',
      where: `(o.client_id = any(array(select id from individuals where name ilike ${contains('Saleh 4292')}))
        or o.mediator_id = any(array(select id from individuals where name ilike ${contains('Saleh 4292')})))`,
    },
    { label: 'search a number "OP-0042424"', query: 'search=OP-0042424', where: `o.number ilike ${contains('OP-0042424')}` },
    {
      label: 'search matching nothing',
      query: 'search=zz-nobody',
      where: `(o.number ilike ${contains('zz-nobody')} or o.client_id = any(array(select id from individuals where name ilike ${contains('zz-nobody')}))
        or o.mediator_id = any(array(select id from individuals where name ilike ${contains('zz-nobody')})))`,
    },
  ],
};

const sales: Family = {
  list: 'sales',
  path: '/api/product-sales',
  floor: (where, order, limit) => `select p.*, i.name as customer_name from product_sales p left join individuals i on i.id = p.customer_id
    where ${where} order by ${order} limit ${limit}`,
  id: 'p.id',
  sorts: {
    saleNumber: 'p.sale_number',
    saleDate: 'p.sale_date',
    productName: 'p.product_name',
    customer: 'p.customer_sort_name',
    currency: 'p.currency',
    quantity: 'p.quantity',
    totalCost: 'p.total_cost',
    totalSale: 'p.total_sale',
    profit: 'p.profit',
    status: 'p.status',
  },
  defaultSort: 'saleDate-desc',
  filters: [
    { label: 'status pending', query: 'status=pending', where: `p.status = 'pending'` },
    { label: 'status cancelled (matches none)', query: 'status=cancelled', where: `p.status = 'cancelled'` },
    { label: 'currency USD', query: 'currency=USD', where: `p.currency = 'USD'` },
    ...searches(
      [
        ['search a number "PS-0042424"', 'PS-0042424'],
        ['search a product "coin 42"', 'coin 42'],
        ['search matching nothing', 'zz-nothing'],
      ],
      ['p.sale_number', 'p.product_name'],
    ),
  ],
};

const ledger: Family = {
  list: 'capital ledger',
  path: '/api/balance-transactions',
  floor: (where, order, limit) => `select b.*, s.currency, i.name from balance_transactions b join subscribers s on s.id = b.subscriber_id
    join individuals i on i.id = s.individual_id where ${where} order by ${order} limit ${limit}`,
  id: 'b.id',
  sorts: {
    date: 'b.transaction_date',
    subscriber: 'i.name',
    type: 'b.type',
    amount: 'b.amount',
    currency: 'b.currency',
    status: 'b.status',
    createdAt: 'b.created_at',
  },
  defaultSort: 'date-desc',
  filters: [
    { label: 'one subscriber', query: 'subscriberId=bench-sub-4242', where: `b.subscriber_id = 'bench-sub-4242'` },
    { label: 'type debit', query: 'type=debit', where: `b.type = 'debit'` },
    { label: 'status pending', query: 'status=pending', where: `b.status = 'pending'` },
    { label: 'status cancelled (matches none)', query: 'status=cancelled', where: `b.status = 'cancelled'` },
    { label: 'one month (from, to)', query: 'from=2023-03-01&to=2023-03-31', where: `b.transaction_date between '2023-03-01' and '2023-03-31'` },
  ],
};

const audit: Family = {
  list: 'audit log',
  path: '/api/audit-log',
  floor: (where, order, limit) =>
    `select a.*, u.name, u.email from audit_log a left join users u on u.id = a.actor_id where ${where} order by ${order} limit ${limit}`,
  id: 'a.id',
  sorts: { at: 'a.id', action: 'a.action', entity: 'a.entity' },
  defaultSort: 'at-desc',
  filters: [
    { label: 'actor by id', query: 'actor=bench-user-42', where: `a.actor_id = 'bench-user-42'` },
    {
      label: 'actor by name "Djibrine 42"',
      query: 'actor=Djibrine%2042',
      where: `a.actor_id in (select id from users where name ilike ${contains('Djibrine 42')} or email ilike ${contains('Djibrine 42')})`,
    },
    { label: 'entity user', query: 'entity=user', where: `a.entity = 'user'` },
    { label: 'entity period (matches none)', query: 'entity=period', where: `a.entity = 'period'` },
    { label: 'action "subscriber." (prefix)', query: 'action=subscriber.', where: `a.action like 'subscriber.%'` },
    { label: 'one month (from, to)', query: 'from=2024-03-01&to=2024-03-31', where: `a.at >= '2024-03-01T00:00:00Z' and a.at < '2024-04-01T00:00:00Z'` },
  ],
};

const jobs: Family = {
  list: 'jobs',
  path: '/api/jobs',
  floor: (where, order, limit) => `select j.* from jobs j where ${where} order by ${order} limit ${limit}`,
  id: 'j.id',
  sorts: {},
  defaultSort: '',
  limit: 20,
  filters: [
    { label: 'every job (scope all)', query: 'scope=all', where: 'true', order: 'j.created_at desc, j.id desc' },
    { label: 'status failed', query: 'scope=all&status=failed', where: `j.status = 'failed'`, order: 'j.created_at desc, j.id desc' },
    { label: 'status queued (matches none)', query: 'scope=all&status=queued', where: `j.status = 'queued'`, order: 'j.created_at desc, j.id desc' },
    { label: 'my jobs', query: 'scope=mine', where: `j.owner_id = '{user}'`, order: 'j.created_at desc, j.id desc' },
  ],
};

const imports: Family = {
  list: 'imports',
  path: '/api/imports',
  floor: (where, order, limit) => `select m.*, u.name from imports m left join users u on u.id = m.actor_id where ${where} order by ${order} limit ${limit}`,
  id: 'm.id',
  sorts: {},
  defaultSort: '',
  limit: 100,
  filters: [{ label: 'the last hundred', query: '', where: 'true', order: 'm.id desc' }],
};

export const LIST_FAMILIES = [subscribers, individuals, users, operations, sales, ledger, audit, jobs, imports];

/** The cases of a list: its first page, each sort both ways, and each filter and search in its default sort. */
export function casesOf(family: Family): ListCase[] {
  const rows = family.limit ?? page + 1;
  const query = (parts: string[]) => parts.filter(Boolean).join('&');
  const limitPart = family.limit ? `limit=${family.limit}` : `limit=${page}`;
  const orderOf = (sort: string) => {
    const cut = sort.lastIndexOf('-');
    const direction = sort.slice(cut + 1);
    return [family.sorts[sort.slice(0, cut)]!, family.id].map((expr) => `${expr} ${direction}`).join(', ');
  };
  const sortCases = Object.keys(family.sorts).flatMap((column) =>
    ['asc', 'desc'].map((direction) => {
      const sort = `${column}-${direction}`;
      return {
        label: `${family.list}: sort ${sort}${sort === family.defaultSort ? ' (first page)' : ''}`,
        query: query([limitPart, `sort=${sort}`]),
        floor: family.floor('true', orderOf(sort), rows),
      };
    }),
  );
  const filterCases = family.filters.map((filter) => ({
    label: `${family.list}: ${filter.label}`,
    query: query([filter.query, family.limit === 100 ? '' : limitPart]),
    floor: family.floor(filter.where, filter.order ?? orderOf(family.defaultSort), rows),
  }));
  return [...sortCases, ...filterCases].map((item) => ({ ...item, query: `${family.path}?${item.query}`.replace(/\?$/, '') }));
}
