import type { PdfLanguage } from '../../pdf/pdf-document';

/** Words of the profit explanation PDF (docs/distribution.md §17), in the reader's language. */
export type ExplanationPdfLabels = {
  title: string;
  period: string;
  investor: string;
  currency: string;
  source: string;
  sources: Record<'operations' | 'sales', string>;
  method: string;
  methods: Record<'month-end' | 'daily-product', string>;
  runDate: string;
  pool: string;
  baseTotal: string;
  investorPercentage: string;
  investorPart: string;
  loss: string;
  distributable: string;
  special: string;
  investorCount: string;
  totalWeight: string;
  capital: string;
  subscriptionDate: string;
  activeFrom: string;
  daysActive: string;
  daysInMonth: string;
  monthEndBalance: string;
  weight: string;
  weightMonthEnd: string;
  weightDaily: string;
  from: string;
  to: string;
  days: string;
  balance: string;
  counted: string;
  product: string;
  dayUnit: string;
  share: string;
  capitalPercentage: string;
  exact: string;
  floor: string;
  remainder: string;
  leftoverUnits: string;
  remainderRank: string;
  noRemainder: string;
  unitAdded: string;
  yes: string;
  no: string;
  computed: string;
  posted: string;
  notReproduced: string;
  commissions: string;
  monthProfit: string;
  mediator: string;
  percentage: string;
  commission: string;
  postedTotal: string;
  noCommissions: string;
  generatedOn: string;
};

export const EXPLANATION_PDF_LABELS: Record<PdfLanguage, ExplanationPdfLabels> = {
  en: {
    title: 'Profit explanation',
    period: 'Period',
    investor: 'Investor',
    currency: 'Currency',
    source: 'Source',
    sources: { operations: 'Operations', sales: 'Precious-product sales' },
    method: 'Weighting method',
    methods: { 'month-end': 'Month-end balance × days active', 'daily-product': 'Daily balances (daily product)' },
    runDate: 'Distributed on',
    pool: 'The pool',
    baseTotal: 'Base total',
    investorPercentage: 'Investor percentage',
    investorPart: 'Investors part',
    loss: 'Loss',
    distributable: 'Distributable',
    special: 'Special-services share (paid beside the pool)',
    investorCount: 'Investors sharing',
    totalWeight: 'Total weight of all investors',
    capital: 'Your capital over the month',
    subscriptionDate: 'Subscription date',
    activeFrom: 'Active from',
    daysActive: 'Days active',
    daysInMonth: 'Days in the month',
    monthEndBalance: 'Month-end balance',
    weight: 'Weight',
    weightMonthEnd: 'Weight = month-end balance × days active',
    weightDaily: 'Weight = sum of each active day’s closing balance (a negative day counts as zero)',
    from: 'From',
    to: 'To',
    days: 'Days',
    balance: 'Balance',
    counted: 'Counted',
    product: 'Balance × days',
    dayUnit: 'days',
    share: 'Your share',
    capitalPercentage: 'Capital percentage',
    exact: 'Distributable × weight ÷ total weight (before rounding)',
    floor: 'Rounded down to the unit',
    remainder: 'Remainder (over the total weight)',
    leftoverUnits: 'Units left over after rounding down',
    remainderRank: 'Place of this remainder',
    noRemainder: 'No remainder',
    unitAdded: 'One unit added by the largest remainder',
    yes: 'Yes',
    no: 'No',
    computed: 'Share',
    posted: 'Posted amount',
    notReproduced: 'The ledger changed after this distribution: these figures no longer give the posted amount.',
    commissions: 'Commissions of your mediators from this month’s profit',
    monthProfit: 'Your profit of the month',
    mediator: 'Mediator',
    percentage: 'Percentage',
    commission: 'Commission',
    postedTotal: 'Posted to the mediator (all investors)',
    noCommissions: 'No commissions were distributed for this month.',
    generatedOn: 'Generated on',
  },
  fr: {
    title: 'Explication du bénéfice',
    period: 'Période',
    investor: 'Investisseur',
    currency: 'Devise',
    source: 'Source',
    sources: { operations: 'Opérations', sales: 'Ventes de produits précieux' },
    method: 'Méthode de pondération',
    methods: { 'month-end': 'Solde de fin de mois × jours actifs', 'daily-product': 'Soldes quotidiens (produit journalier)' },
    runDate: 'Distribué le',
    pool: 'La masse à partager',
    baseTotal: 'Total de base',
    investorPercentage: 'Pourcentage investisseurs',
    investorPart: 'Part des investisseurs',
    loss: 'Perte',
    distributable: 'Montant distribuable',
    special: 'Part des services spéciaux (versée à côté)',
    investorCount: 'Investisseurs participants',
    totalWeight: 'Poids total de tous les investisseurs',
    capital: 'Votre capital au cours du mois',
    subscriptionDate: "Date d'adhésion",
    activeFrom: 'Actif depuis',
    daysActive: 'Jours actifs',
    daysInMonth: 'Jours dans le mois',
    monthEndBalance: 'Solde de fin de mois',
    weight: 'Poids',
    weightMonthEnd: 'Poids = solde de fin de mois × jours actifs',
    weightDaily: 'Poids = somme des soldes de clôture de chaque jour actif (un jour négatif compte zéro)',
    from: 'Du',
    to: 'Au',
    days: 'Jours',
    balance: 'Solde',
    counted: 'Compté',
    product: 'Solde × jours',
    dayUnit: 'jours',
    share: 'Votre part',
    capitalPercentage: 'Pourcentage du capital',
    exact: 'Distribuable × poids ÷ poids total (avant arrondi)',
    floor: "Arrondi à l'unité inférieure",
    remainder: 'Reste (sur le poids total)',
    leftoverUnits: "Unités restantes après l'arrondi",
    remainderRank: 'Rang de ce reste',
    noRemainder: 'Aucun reste',
    unitAdded: 'Une unité ajoutée par le plus fort reste',
    yes: 'Oui',
    no: 'Non',
    computed: 'Part',
    posted: 'Montant comptabilisé',
    notReproduced: 'Le registre a changé après cette distribution : ces chiffres ne redonnent plus le montant comptabilisé.',
    commissions: 'Commissions de vos médiateurs sur le bénéfice du mois',
    monthProfit: 'Votre bénéfice du mois',
    mediator: 'Médiateur',
    percentage: 'Pourcentage',
    commission: 'Commission',
    postedTotal: 'Versé au médiateur (tous investisseurs)',
    noCommissions: "Aucune commission n'a été distribuée pour ce mois.",
    generatedOn: 'Généré le',
  },
  ar: {
    title: 'شرح الربح',
    period: 'الفترة',
    investor: 'المستثمر',
    currency: 'العملة',
    source: 'المصدر',
    sources: { operations: 'العمليات', sales: 'مبيعات المنتجات الثمينة' },
    method: 'طريقة الترجيح',
    methods: { 'month-end': 'رصيد نهاية الشهر × أيام النشاط', 'daily-product': 'الأرصدة اليومية (الحاصل اليومي)' },
    runDate: 'تاريخ التوزيع',
    pool: 'الوعاء',
    baseTotal: 'المجموع الأساسي',
    investorPercentage: 'نسبة المستثمرين',
    investorPart: 'حصة المستثمرين',
    loss: 'الخسارة',
    distributable: 'المبلغ القابل للتوزيع',
    special: 'حصة الخدمات الخاصة (تدفع بجانب الوعاء)',
    investorCount: 'عدد المستثمرين المشاركين',
    totalWeight: 'الوزن الإجمالي لكل المستثمرين',
    capital: 'رأس مالك خلال الشهر',
    subscriptionDate: 'تاريخ الاشتراك',
    activeFrom: 'نشط منذ',
    daysActive: 'أيام النشاط',
    daysInMonth: 'أيام الشهر',
    monthEndBalance: 'رصيد نهاية الشهر',
    weight: 'الوزن',
    weightMonthEnd: 'الوزن = رصيد نهاية الشهر × أيام النشاط',
    weightDaily: 'الوزن = مجموع الرصيد الختامي لكل يوم نشاط (اليوم السالب يحسب صفرا)',
    from: 'من',
    to: 'إلى',
    days: 'الأيام',
    balance: 'الرصيد',
    counted: 'المحسوب',
    product: 'الرصيد × الأيام',
    dayUnit: 'يوم',
    share: 'حصتك',
    capitalPercentage: 'نسبة رأس المال',
    exact: 'القابل للتوزيع × الوزن ÷ الوزن الإجمالي (قبل التقريب)',
    floor: 'مقربا إلى الوحدة الأدنى',
    remainder: 'الباقي (من الوزن الإجمالي)',
    leftoverUnits: 'الوحدات المتبقية بعد التقريب',
    remainderRank: 'ترتيب هذا الباقي',
    noRemainder: 'لا باقي',
    unitAdded: 'أضيفت وحدة بقاعدة أكبر باق',
    yes: 'نعم',
    no: 'لا',
    computed: 'الحصة',
    posted: 'المبلغ المسجل',
    notReproduced: 'تغير السجل بعد هذا التوزيع: هذه الأرقام لم تعد تعطي المبلغ المسجل.',
    commissions: 'عمولات وسطائك من ربح هذا الشهر',
    monthProfit: 'ربحك لهذا الشهر',
    mediator: 'الوسيط',
    percentage: 'النسبة',
    commission: 'العمولة',
    postedTotal: 'المسجل للوسيط (كل المستثمرين)',
    noCommissions: 'لم توزع عمولات لهذا الشهر.',
    generatedOn: 'أنشئ في',
  },
};
