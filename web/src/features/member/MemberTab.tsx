import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { OperationsTab } from './OperationsTab';
import { ProfitsTab } from './ProfitsTab';
import { SubscriptionTab } from './SubscriptionTab';
import { StatementsTab } from './StatementsTab';
import { MemberWithdrawals } from '../withdrawals/MemberWithdrawals';
import { useMemberOverview } from './use-member';

/** A profile tab of the member's own data; a user linked to no individual reads why there is none. */
export type MemberTabKey = 'subscription' | 'profits' | 'operations' | 'withdrawals' | 'statements';

export function MemberTab({ tab }: { tab: MemberTabKey }) {
  const { t } = useTranslation();
  const overview = useMemberOverview();
  return (
    <QueryState query={overview}>
      {overview.data && !overview.data.individual ? (
        <Alert icon={<IconInfoCircle />} color="yellow" data-testid="no-individual">
          {t('member.noIndividual')}
        </Alert>
      ) : overview.data ? (
        tab === 'subscription' ? (
          <SubscriptionTab overview={overview.data} />
        ) : tab === 'profits' ? (
          <ProfitsTab />
        ) : tab === 'withdrawals' ? (
          <MemberWithdrawals overview={overview.data} />
        ) : tab === 'statements' ? (
          <StatementsTab />
        ) : (
          <OperationsTab />
        )
      ) : null}
    </QueryState>
  );
}
