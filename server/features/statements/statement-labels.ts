import type { PdfLanguage } from '../../pdf/pdf-document';

/** Words of a member's monthly statement, PDF and mail (docs/mail.md §1), in the member's language. */
export type StatementLabels = {
  title: string;
  period: string;
  member: string;
  currency: string;
  summary: string;
  monthProfit: string;
  capitalAtMonthEnd: string;
  yearToDate: string;
  profitHeading: (index: number, count: number) => string;
  notExplainable: string;
  generatedOn: string;
  subject: (month: string) => string;
  body: (facts: { name: string; month: string; profit: string; capital: string; yearToDate: string }) => string;
};

export const STATEMENT_LABELS: Record<PdfLanguage, StatementLabels> = {
  en: {
    title: 'Monthly statement',
    period: 'Period',
    member: 'Member',
    currency: 'Currency',
    summary: 'Your month',
    monthProfit: 'Profit of the month',
    capitalAtMonthEnd: 'Capital at the end of the month',
    yearToDate: 'Profit since the start of the year',
    profitHeading: (index, count) => (count > 1 ? `How your profit was computed (${index} of ${count})` : 'How your profit was computed'),
    notExplainable: 'This profit cannot be explained step by step: the ledger changed after its distribution.',
    generatedOn: 'Generated on',
    subject: (month) => `Wasit: your statement for ${month}`,
    body: ({ name, month, profit, capital, yearToDate }) =>
      [
        `Hello ${name},`,
        '',
        `Your statement for ${month} is attached.`,
        `Profit of the month: ${profit}`,
        `Capital at the end of the month: ${capital}`,
        `Profit since the start of the year: ${yearToDate}`,
      ].join('\n'),
  },
  fr: {
    title: 'Relevé mensuel',
    period: 'Période',
    member: 'Membre',
    currency: 'Devise',
    summary: 'Votre mois',
    monthProfit: 'Bénéfice du mois',
    capitalAtMonthEnd: 'Capital à la fin du mois',
    yearToDate: 'Bénéfice depuis le début de l’année',
    profitHeading: (index, count) => (count > 1 ? `Calcul de votre bénéfice (${index} sur ${count})` : 'Calcul de votre bénéfice'),
    notExplainable: 'Ce bénéfice ne peut pas être expliqué pas à pas : le grand livre a changé après sa distribution.',
    generatedOn: 'Généré le',
    subject: (month) => `Wasit : votre relevé de ${month}`,
    body: ({ name, month, profit, capital, yearToDate }) =>
      [
        `Bonjour ${name},`,
        '',
        `Vous trouverez ci-joint votre relevé de ${month}.`,
        `Bénéfice du mois : ${profit}`,
        `Capital à la fin du mois : ${capital}`,
        `Bénéfice depuis le début de l’année : ${yearToDate}`,
      ].join('\n'),
  },
  ar: {
    title: 'كشف الحساب الشهري',
    period: 'الفترة',
    member: 'العضو',
    currency: 'العملة',
    summary: 'شهرك',
    monthProfit: 'ربح الشهر',
    capitalAtMonthEnd: 'رأس المال في نهاية الشهر',
    yearToDate: 'الربح منذ بداية السنة',
    profitHeading: (index, count) => (count > 1 ? `كيف حُسب ربحك (${index} من ${count})` : 'كيف حُسب ربحك'),
    notExplainable: 'لا يمكن شرح هذا الربح خطوة بخطوة: تغيّر دفتر الحساب بعد توزيعه.',
    generatedOn: 'أُنشئ في',
    subject: (month) => `وسيط: كشف حسابك لشهر ${month}`,
    body: ({ name, month, profit, capital, yearToDate }) =>
      [
        `مرحبًا ${name}،`,
        '',
        `تجد مرفقًا كشف حسابك لشهر ${month}.`,
        `ربح الشهر: ${profit}`,
        `رأس المال في نهاية الشهر: ${capital}`,
        `الربح منذ بداية السنة: ${yearToDate}`,
      ].join('\n'),
  },
};
