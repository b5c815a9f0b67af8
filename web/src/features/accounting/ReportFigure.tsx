import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { ledgerSearch, useMoney } from './use-books-reports';

type FigureProps = {
  amount: string;
  currency: string;
  account: string;
  from?: string;
  to?: string;
  label: string;
  testId?: string;
  /** A zero left out, as a trial balance leaves the side an account does not stand on. */
  blankZero?: boolean;
};

/**
 * An amount of a report, aligned to the end, opening its account's general ledger (docs/accounting.md
 * §8); a zero opens nothing and is written dimmed, so that the figures that count stand out.
 */
export function FigureCell({ amount, currency, account, from, to, label, testId, blankZero = false }: FigureProps) {
  const money = useMoney();
  if (/^-?0+(\.0+)?$/.test(amount)) {
    return (
      <Table.Td ta="end" c="dimmed" data-testid={testId}>
        {blankZero ? '' : money(amount, currency)}
      </Table.Td>
    );
  }
  return (
    <Table.Td ta="end" data-testid={testId}>
      <Anchor
        component={Link}
        to={ledgerSearch({ account, currency, from, to })}
        aria-label={`${label}: ${money(amount, currency)}`}
        inherit
        data-testid="report-figure"
      >
        {money(amount, currency)}
      </Anchor>
    </Table.Td>
  );
}

/** A total of a report: an amount that opens no ledger of its own. */
export function TotalCell({ amount, currency, testId }: { amount: string; currency: string; testId?: string }) {
  const money = useMoney();
  return (
    <Table.Td ta="end" fw={700} data-testid={testId}>
      {money(amount, currency)}
    </Table.Td>
  );
}

/** A report's row of one account: its code and name, then each of its figures opening the account's general ledger. */
export function AccountRow({
  testId,
  account: { code, name },
  currency,
  figures,
  blankZero,
}: {
  testId: string;
  account: { code: string; name: string };
  currency: string;
  figures: Array<Pick<FigureProps, 'amount' | 'from' | 'to' | 'label'>>;
  blankZero?: boolean;
}) {
  return (
    <Table.Tr data-testid={testId} data-code={code}>
      <Table.Td>
        {code} {name}
      </Table.Td>
      {figures.map((figure) => (
        <FigureCell key={figure.label} {...figure} currency={currency} account={code} blankZero={blankZero} />
      ))}
    </Table.Tr>
  );
}
