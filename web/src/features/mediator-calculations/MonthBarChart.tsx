import { useTranslation } from 'react-i18next';
import type { TMonthFigure } from '../../../../contract/mediator-calculations';
import { parseAmount, type Currency } from '../../../../domain';
import { useFormatMoney } from '../../app/Money';

const WIDTH = 600;
const HEIGHT = 200;
const BAR_GAP = 8;

/**
 * Twelve bars of the month totals, an SVG with a title per bar (the figures stay readable by a
 * screen reader and on hover). Heights come from exact minor units in per mille of the largest
 * month; only that small integer becomes a number, never an amount.
 */
export function MonthBarChart({ months, currency, label }: { months: TMonthFigure[]; currency: Currency; label: string }) {
  const { i18n } = useTranslation();
  const format = useFormatMoney();
  const minors = months.map((month) => parseAmount({ text: month.storedShare, currency, allowNegative: true }).amountMinor);
  const largest = minors.reduce((max, minor) => (minor > max ? minor : max), 0n);
  const slot = WIDTH / months.length;
  const monthName = (month: number) => new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`} role="img" aria-label={label} style={{ width: '100%', height: 'auto', direction: 'ltr' }} data-testid="analytics-chart">
      {months.map((month, index) => {
        const perMille = largest > 0n ? Number(((minors[index] ?? 0n) * 1000n) / largest) : 0;
        const barHeight = (HEIGHT * perMille) / 1000;
        const x = index * slot + BAR_GAP / 2;
        return (
          <g key={month.month}>
            <title>{`${monthName(month.month)}: ${format(month.storedShare, currency)}`}</title>
            <rect x={x} y={HEIGHT - barHeight} width={slot - BAR_GAP} height={barHeight} rx={3} fill="var(--mantine-color-teal-6)" />
            <text x={x + (slot - BAR_GAP) / 2} y={HEIGHT + 16} textAnchor="middle" fontSize={11} fill="currentColor">{monthName(month.month)}</text>
          </g>
        );
      })}
      <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
    </svg>
  );
}

