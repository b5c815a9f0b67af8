import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { pending: 'yellow', approved: 'teal', rejected: 'red', stale: 'gray' } as const;

export type Decided = { status: keyof typeof STATUS_COLOR; decidedBy: { name: string } | null; reason: string | null };

/** A four-eyes proposal's status (a distribution run, a held money write): its badge, who decided it and the reason they gave. */
export function DecisionStatus({ proposal, label }: { proposal: Decided; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={STATUS_COLOR[proposal.status]} variant="light">
        {label}
      </Badge>
      {proposal.decidedBy ? (
        <Text size="xs" c="dimmed">
          {t('approvals.decidedBy', { name: proposal.decidedBy.name })}
        </Text>
      ) : null}
      {proposal.reason ? <Text size="xs">{proposal.reason}</Text> : null}
    </>
  );
}
