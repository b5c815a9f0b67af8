import { describe, expect, it } from 'vitest';
import type { TReportRow } from '../../../../contract/profit-distribution';
import { reportCsv, reportCsvName } from './report-csv';

const labels = {
  headers: { beneficiary: 'Beneficiary Name', amount: 'Amount', currency: 'Currency', date: 'Date', type: 'Type', status: 'Status' },
  type: (type: TReportRow['type']) => ({ profit: 'Profit', commission: 'Commission', special: 'Special' })[type],
  paid: 'Paid',
  unpaid: 'Unpaid',
};
const row = (fields: Partial<TReportRow>): TReportRow => ({
  id: '1',
  beneficiaryName: 'Amina',
  amount: '1500',
  date: '2026-11-30',
  type: 'profit',
  paid: false,
  explainable: true,
  ...fields,
});

describe('report CSV', () => {
  it('starts with a byte-order mark, ends every line with CRLF and names the columns, the currency beside each amount', () => {
    const text = reportCsv([row({}), row({ id: '2', beneficiaryName: 'Oumar', amount: '20.5', type: 'commission', paid: true })], 'USD', labels);
    expect(text.startsWith('\uFEFFBeneficiary Name,Amount,Currency,Date,Type,Status\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFBeneficiary Name,Amount,Currency,Date,Type,Status',
      'Amina,1500,USD,2026-11-30,Profit,Unpaid',
      'Oumar,20.5,USD,2026-11-30,Commission,Paid',
      '',
    ]);
  });

  it('guards names with the shared formula guard, leaves a negative amount a number and quotes commas', () => {
    const text = reportCsv([row({ beneficiaryName: '=SUM(A1)', amount: '-20.50' }), row({ id: '2', beneficiaryName: 'Issa, "Jr"' })], 'USD', labels);
    expect(text.split('\r\n').slice(1)).toEqual(["'=SUM(A1),-20.50,USD,2026-11-30,Profit,Unpaid", '"Issa, ""Jr""",1500,USD,2026-11-30,Profit,Unpaid', '']);
  });

  it('writes translated labels and names the file after the filter', () => {
    const arabic = {
      ...labels,
      headers: { beneficiary: 'اسم المستفيد', amount: 'المبلغ', currency: 'العملة', date: 'التاريخ', type: 'النوع', status: 'الحالة' },
      unpaid: 'غير مدفوع',
    };
    expect(reportCsv([row({})], 'XAF', arabic).split('\r\n')).toEqual([
      '\uFEFFاسم المستفيد,المبلغ,العملة,التاريخ,النوع,الحالة',
      'Amina,1500,XAF,2026-11-30,Profit,غير مدفوع',
      '',
    ]);
    expect(reportCsvName(2026, 11, 'all')).toBe('profit-report-2026-11-all.csv');
  });

  it('writes only the visible columns, in their order, the currency still beside the amount', () => {
    expect(reportCsv([row({})], 'XAF', labels, ['status', 'amount', 'beneficiary']).split('\r\n')).toEqual([
      '\uFEFFStatus,Amount,Currency,Beneficiary Name',
      'Unpaid,1500,XAF,Amina',
      '',
    ]);
  });
});
