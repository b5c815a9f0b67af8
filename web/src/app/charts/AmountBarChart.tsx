import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, SegmentedControl, Stack, Table, Text, type MantineColor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../domain';
import { directionOf, isLanguage } from '../../i18n/languages';
import { Money, useFormatMoney } from '../Money';

/** One bar series: its amounts, its name in the legend, its colour, and the side of its axis. */
export type AmountSeries = { key: string; label: string; color: MantineColor; axis: 'start' | 'end' };

/** One month of the x-axis: its short and long names, and each series' exact amount. */
export type AmountPoint = { key: string; tick: string; title: string; amounts: Readonly<Record<string, string>> };

type DrawnRow = Record<string, string | number>;

/*
 * The chart's drawing scale only: recharts places bars from JavaScript numbers, so each exact
 * decimal string becomes a Number here. That is safe because the number never leaves this
 * component: it sets a bar's height and an axis tick, nothing is summed, stored or sent back, and
 * every amount a person reads (the tooltip, the table) is formatted from the API's exact string
 * (docs/money.md §6).
 */
const drawnHeight = (amount: string | undefined): number => (amount === undefined ? 0 : Number(amount));

function axisTicks(language: string): (value: number) => string {
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1, numberingSystem: 'latn' });
  return (value) => compact.format(value);
}

function Legend({ series }: { series: readonly AmountSeries[] }) {
  return (
    <Group gap="lg" data-testid="chart-legend">
      {series.map((item) => (
        <Group key={item.key} gap={6} wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

function PointTooltip({ point, series, currency }: { point: AmountPoint; series: readonly AmountSeries[]; currency: Currency }) {
  const { i18n } = useTranslation();
  const format = useFormatMoney();
  const dir = isLanguage(i18n.language) ? directionOf(i18n.language) : 'ltr';
  return (
    <Paper withBorder shadow="md" p="xs" dir={dir} data-testid="chart-tooltip">
      <Text fw={700} size="sm" mb={4}>
        {point.title}
      </Text>
      {series.map((item) => (
        <Group key={item.key} gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={10} withShadow={false} aria-hidden />
            <Text size="sm">{item.label}</Text>
          </Group>
          <Text size="sm" fw={600} dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
            {format(point.amounts[item.key] ?? '0', currency)}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}

function AmountTable({
  points,
  series,
  currency,
  label,
}: {
  points: readonly AmountPoint[];
  series: readonly AmountSeries[];
  currency: Currency;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="xs" data-testid="chart-table">
        <Table.Caption>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('charts.month')}</Table.Th>
            {series.map((item) => (
              <Table.Th key={item.key} scope="col">
                {item.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={point.key}>
              <Table.Th scope="row" fw={400}>
                {point.title}
              </Table.Th>
              {series.map((item) => (
                <Table.Td key={item.key}>
                  <Money amount={point.amounts[item.key] ?? '0'} currency={currency} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Bars of amounts over the months, from @mantine/charts, with a table of the same
 * figures one click away. Series on the `end` axis get their own scale, so a small series (the
 * company's profit) stays readable beside a large one (the volume). In Arabic the months run from
 * right to left and the two axes swap sides; the drawing itself stays a left-to-right SVG.
 */
export function AmountBarChart({
  points,
  series,
  currency,
  label,
  testId,
}: {
  points: readonly AmountPoint[];
  series: readonly AmountSeries[];
  currency: Currency;
  label: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const rtl = isLanguage(i18n.language) && directionOf(i18n.language) === 'rtl';
  const twoAxes = series.some((item) => item.axis === 'end');
  const rows: DrawnRow[] = points.map((point) => ({
    point: point.key,
    tick: point.tick,
    ...Object.fromEntries(series.map((item) => [item.key, drawnHeight(point.amounts[item.key])])),
  }));
  const ticks = axisTicks(i18n.language);
  const startTick = { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' };
  const endTick = { transform: `translate(${rtl ? -10 : 10}, 0)`, fontSize: 12, fill: 'currentColor' };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Legend series={series} />
        <SegmentedControl
          size="xs"
          aria-label={t('charts.view')}
          value={view}
          onChange={(chosen) => setView(chosen === 'table' ? 'table' : 'chart')}
          data={[
            { value: 'chart', label: t('charts.asChart') },
            { value: 'table', label: t('charts.asTable') },
          ]}
          data-testid={`${testId}-view`}
        />
      </Group>
      {view === 'chart' ? (
        <BarChart
          h={260}
          data={rows}
          dataKey="tick"
          aria-label={label}
          role="figure"
          data-testid={testId}
          series={series.map((item) => ({ name: item.key, label: item.label, color: item.color, yAxisId: item.axis === 'end' ? 'right' : undefined }))}
          withRightYAxis={twoAxes}
          valueFormatter={ticks}
          xAxisProps={{ reversed: rtl }}
          yAxisProps={{ orientation: rtl ? 'right' : 'left', tick: startTick, width: 56 }}
          rightYAxisProps={{ orientation: rtl ? 'left' : 'right', tick: endTick, width: 56 }}
          tooltipAnimationDuration={0}
          tooltipProps={{
            content: ({ payload }) => {
              const key = payload?.[0]?.payload?.point;
              const point = points.find((candidate) => candidate.key === key);
              return point ? <PointTooltip point={point} series={series} currency={currency} /> : null;
            },
          }}
        />
      ) : (
        <AmountTable points={points} series={series} currency={currency} label={label} />
      )}
    </Stack>
  );
}
