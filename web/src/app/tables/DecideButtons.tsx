import { Button, Group } from '@mantine/core';

type Decision = { label: string; onClick: () => void; testId: string };

/** A waiting row's two decisions: approve (busy while a decision is sent), then reject. */
export function DecideButtons({ approve, reject, deciding }: { approve: Decision; reject: Decision; deciding: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" color="teal" onClick={approve.onClick} loading={deciding} data-testid={approve.testId}>
        {approve.label}
      </Button>
      <Button size="xs" color="red" variant="light" onClick={reject.onClick} data-testid={reject.testId}>
        {reject.label}
      </Button>
    </Group>
  );
}
