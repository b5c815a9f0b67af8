/** The kinds of account (docs/accounting.md §2). */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Whose sub-ledger an account carries: each of its lines names one such party (docs/accounting.md §2). */
export const PARTY_KINDS = ['subscriber', 'mediator', 'beneficiary'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

export type ChartAccount = { code: string; nameEn: string; nameFr: string; nameAr: string; type: AccountType; partyKind: PartyKind | null };

/** The default chart of accounts, as docs/accounting.md §2 lists it. */
export const DEFAULT_CHART: readonly ChartAccount[] = [
  { code: '1000', nameEn: 'Cash and bank', nameFr: 'Trésorerie et banque', nameAr: 'النقدية والبنك', type: 'asset', partyKind: null },
  {
    code: '2100',
    nameEn: "Investors' profit pool (undistributed operation shares)",
    nameFr: 'Réserve de profits des investisseurs (parts non distribuées)',
    nameAr: 'مجمع أرباح المستثمرين (حصص غير موزعة)',
    type: 'liability',
    partyKind: null,
  },
  {
    code: '2200',
    nameEn: 'Investor profits payable',
    nameFr: 'Profits des investisseurs à payer',
    nameAr: 'أرباح المستثمرين المستحقة',
    type: 'liability',
    partyKind: 'subscriber',
  },
  {
    code: '2210',
    nameEn: 'Mediator commissions payable',
    nameFr: 'Commissions des médiateurs à payer',
    nameAr: 'عمولات الوسطاء المستحقة',
    type: 'liability',
    partyKind: 'mediator',
  },
  {
    code: '2220',
    nameEn: 'Special-services profits payable',
    nameFr: 'Profits des services spéciaux à payer',
    nameAr: 'أرباح الخدمات الخاصة المستحقة',
    type: 'liability',
    partyKind: 'beneficiary',
  },
  {
    code: '2300',
    nameEn: 'Mediator fees payable (operations)',
    nameFr: 'Honoraires des médiateurs à payer (opérations)',
    nameAr: 'أتعاب الوسطاء المستحقة (العمليات)',
    type: 'liability',
    partyKind: 'mediator',
  },
  {
    code: '2310',
    nameEn: 'Special-services shares payable (operations)',
    nameFr: 'Parts des services spéciaux à payer (opérations)',
    nameAr: 'حصص الخدمات الخاصة المستحقة (العمليات)',
    type: 'liability',
    partyKind: null,
  },
  { code: '3100', nameEn: "Investors' capital", nameFr: 'Capital des investisseurs', nameAr: 'رأس مال المستثمرين', type: 'equity', partyKind: 'subscriber' },
  { code: '4100', nameEn: 'Service fee revenue', nameFr: 'Revenus des frais de service', nameAr: 'إيرادات رسوم الخدمة', type: 'income', partyKind: null },
  { code: '4200', nameEn: 'Precious-product sales', nameFr: 'Ventes de produits précieux', nameAr: 'مبيعات المنتجات الثمينة', type: 'income', partyKind: null },
  {
    code: '4300',
    nameEn: 'Investor share retained (investor percentage)',
    nameFr: 'Part des investisseurs retenue (pourcentage)',
    nameAr: 'حصة المستثمرين المحتجزة (النسبة)',
    type: 'income',
    partyKind: null,
  },
  {
    code: '4310',
    nameEn: 'Investor share retained against losses',
    nameFr: 'Part des investisseurs retenue pour pertes',
    nameAr: 'حصة المستثمرين المحتجزة مقابل الخسائر',
    type: 'income',
    partyKind: null,
  },
  {
    code: '5100',
    nameEn: "Investors' share of operation fees",
    nameFr: "Part des investisseurs sur les frais d'opérations",
    nameAr: 'حصة المستثمرين من رسوم العمليات',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5110',
    nameEn: "Investors' share of sales profit",
    nameFr: 'Part des investisseurs sur le profit des ventes',
    nameAr: 'حصة المستثمرين من أرباح المبيعات',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5150',
    nameEn: 'Investor profit credited directly to capital',
    nameFr: 'Profit crédité directement au capital',
    nameAr: 'أرباح مضافة مباشرة إلى رأس المال',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5200',
    nameEn: 'Mediator fees on operations',
    nameFr: 'Honoraires des médiateurs sur opérations',
    nameAr: 'أتعاب الوسطاء على العمليات',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5300',
    nameEn: 'Special-services share of operations',
    nameFr: 'Part des services spéciaux sur opérations',
    nameAr: 'حصة الخدمات الخاصة من العمليات',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5310',
    nameEn: 'Special-services profit (on top of the investors)',
    nameFr: 'Profit des services spéciaux (en sus des investisseurs)',
    nameAr: 'أرباح الخدمات الخاصة (إضافة إلى المستثمرين)',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5400',
    nameEn: 'Mediator commissions on investor profits',
    nameFr: 'Commissions des médiateurs sur profits des investisseurs',
    nameAr: 'عمولات الوسطاء على أرباح المستثمرين',
    type: 'expense',
    partyKind: null,
  },
  {
    code: '5600',
    nameEn: 'Cost of precious products sold',
    nameFr: 'Coût des produits précieux vendus',
    nameAr: 'تكلفة المنتجات الثمينة المباعة',
    type: 'expense',
    partyKind: null,
  },
];
