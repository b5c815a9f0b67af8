import type { PdfLanguage } from '../../pdf/pdf-document';

/** Words of the subscriber report and the ledger receipt, in the reader's language. */
export type CapitalPdfLabels = {
  reportTitle: string;
  receiptTitle: string;
  period: string;
  subscriber: string;
  phone: string;
  currency: string;
  subscriptionDate: string;
  subscriptionAmount: string;
  openingBalance: string;
  closingBalance: string;
  totalCredits: string;
  totalDebits: string;
  profitsReceived: string;
  movements: string;
  noMovements: string;
  date: string;
  type: string;
  creditType: string;
  amount: string;
  status: string;
  balance: string;
  note: string;
  reference: string;
  reverses: string;
  currentBalance: string;
  generatedOn: string;
  types: Record<'credit' | 'debit', string>;
  creditTypes: Record<'new-amount' | 'profit', string>;
  statuses: Record<'pending' | 'completed' | 'cancelled', string>;
};

export const CAPITAL_PDF_LABELS: Record<PdfLanguage, CapitalPdfLabels> = {
  en: {
    reportTitle: 'Subscriber statement',
    receiptTitle: 'Capital transaction receipt',
    period: 'Period',
    subscriber: 'Subscriber',
    phone: 'Phone',
    currency: 'Currency',
    subscriptionDate: 'Subscription date',
    subscriptionAmount: 'Subscription amount',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    totalCredits: 'Total credits',
    totalDebits: 'Total debits',
    profitsReceived: 'Profits received',
    movements: 'Movements',
    noMovements: 'No movement in this period.',
    date: 'Date',
    type: 'Type',
    creditType: 'Credit type',
    amount: 'Amount',
    status: 'Status',
    balance: 'Balance',
    note: 'Note',
    reference: 'Reference',
    reverses: 'Reverses transaction',
    currentBalance: 'Current balance',
    generatedOn: 'Generated on',
    types: { credit: 'Credit', debit: 'Debit' },
    creditTypes: { 'new-amount': 'New amount', profit: 'Profit' },
    statuses: { pending: 'Pending', completed: 'Completed', cancelled: 'Cancelled' },
  },
  fr: {
    reportTitle: "Relevé d'abonné",
    receiptTitle: 'Reçu de mouvement de capital',
    period: 'Période',
    subscriber: 'Abonné',
    phone: 'Téléphone',
    currency: 'Devise',
    subscriptionDate: "Date d'adhésion",
    subscriptionAmount: 'Montant de souscription',
    openingBalance: "Solde d'ouverture",
    closingBalance: 'Solde de clôture',
    totalCredits: 'Total des crédits',
    totalDebits: 'Total des débits',
    profitsReceived: 'Bénéfices reçus',
    movements: 'Mouvements',
    noMovements: 'Aucun mouvement sur cette période.',
    date: 'Date',
    type: 'Type',
    creditType: 'Type de crédit',
    amount: 'Montant',
    status: 'Statut',
    balance: 'Solde',
    note: 'Note',
    reference: 'Référence',
    reverses: 'Annule le mouvement',
    currentBalance: 'Solde actuel',
    generatedOn: 'Généré le',
    types: { credit: 'Crédit', debit: 'Débit' },
    creditTypes: { 'new-amount': 'Nouvel apport', profit: 'Bénéfice' },
    statuses: { pending: 'En attente', completed: 'Effectué', cancelled: 'Annulé' },
  },
  ar: {
    reportTitle: 'كشف حساب المشترك',
    receiptTitle: 'إيصال حركة رأس المال',
    period: 'الفترة',
    subscriber: 'المشترك',
    phone: 'الهاتف',
    currency: 'العملة',
    subscriptionDate: 'تاريخ الاشتراك',
    subscriptionAmount: 'مبلغ الاشتراك',
    openingBalance: 'الرصيد الافتتاحي',
    closingBalance: 'الرصيد الختامي',
    totalCredits: 'مجموع الإيداعات',
    totalDebits: 'مجموع السحوبات',
    profitsReceived: 'الأرباح المستلمة',
    movements: 'الحركات',
    noMovements: 'لا توجد حركة في هذه الفترة.',
    date: 'التاريخ',
    type: 'النوع',
    creditType: 'نوع الإيداع',
    amount: 'المبلغ',
    status: 'الحالة',
    balance: 'الرصيد',
    note: 'ملاحظة',
    reference: 'المرجع',
    reverses: 'يعكس الحركة',
    currentBalance: 'الرصيد الحالي',
    generatedOn: 'أنشئ في',
    types: { credit: 'إيداع', debit: 'سحب' },
    creditTypes: { 'new-amount': 'مبلغ جديد', profit: 'ربح' },
    statuses: { pending: 'قيد الانتظار', completed: 'مكتمل', cancelled: 'ملغى' },
  },
};
