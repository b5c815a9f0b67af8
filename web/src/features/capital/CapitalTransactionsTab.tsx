import { Stack } from '@mantine/core';
import { LedgerForm } from './LedgerForm';
import { LedgerHistory } from './LedgerHistory';

export function CapitalTransactionsTab() {
  return (
    <Stack gap="lg">
      <LedgerForm />
      <LedgerHistory />
    </Stack>
  );
}
