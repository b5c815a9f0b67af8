import { useTranslation } from 'react-i18next';
import { PRECIOUS_REPORT_HEADERS, type TPreciousReport } from '../../../../contract/product-sales';
import { CurrencyTotals } from '../../app/CurrencyTotals';

/** The totals per currency of every group the filters keep (cancelled sales excluded), whatever page is shown. */
export function PreciousTotals({ totals }: { totals: TPreciousReport['totals'] }) {
  const { t } = useTranslation();
  const lines = totals.map((total) => ({
    currency: total.currency,
    count: total.salesCount,
    amounts: (['totalCost', 'totalSale', 'profit'] as const).map((key) => ({ key, label: t(PRECIOUS_REPORT_HEADERS[key]), amount: total[key] })),
  }));
  return (
    <CurrencyTotals
      title={t('preciousReport.total')}
      countLabel={t(PRECIOUS_REPORT_HEADERS.salesCount)}
      lines={lines}
      lineTestId="precious-total"
      note={t('preciousReport.totalsNote')}
    />
  );
}
