import { Card, Group, Text, Title } from '@mantine/core';
import type { Currency } from '../../../domain';
import { Money } from './Money';

/** One currency's line of totals: how many rows it counts, then each amount with its label. */
export type TotalsLine = { currency: Currency; count: number; amounts: readonly { key: string; label: string; amount: string }[] };

type CurrencyTotalsProps = {
  title: string;
  /** The name of the count, before each line's number of rows. */
  countLabel: string;
  lines: readonly TotalsLine[];
  /** The test id of each currency's line. */
  lineTestId: string;
  /** A word under the lines on what the totals cover. */
  note?: string;
};

/** The totals per currency under a list or a report: a titled card, one line per currency. */
export function CurrencyTotals({ title, countLabel, lines, lineTestId, note }: CurrencyTotalsProps) {
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {lines.map((line) => (
        <Group key={line.currency} gap="lg" data-testid={lineTestId}>
          <Text fw={700}>
            {line.currency} · {countLabel}: {line.count}
          </Text>
          {line.amounts.map(({ key, label, amount }) => (
            <Text key={key}>
              {label}: <Money amount={amount} currency={line.currency} />
            </Text>
          ))}
        </Group>
      ))}
      {note ? (
        <Text size="xs" c="dimmed" mt="sm">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}
