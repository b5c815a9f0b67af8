import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_PROFIT_SORT_COLUMNS, type TMemberProfitRow } from '../../../../contract/member';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';
import { profitColumns } from './member-columns';
import { MemberList } from './MemberList';
import { RequestProfitModal } from './RequestProfitModal';
import { YearStatementCard } from './YearStatementCard';

/** The member's profit rows; an unpaid profit may be asked to be added to the balance, with a note. */
export function ProfitsTab() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<TMemberProfitRow | null>(null);
  const [explained, setExplained] = useState<string | null>(null);
  const columns = profitColumns(t, { onExplain: (row) => setExplained(row.id), onRequest: setChosen });
  return (
    <>
      <YearStatementCard />
      <MemberList
        kind="profits"
        sorts={MEMBER_PROFIT_SORT_COLUMNS}
        columns={columns}
        fixed={['action']}
        rowAttributes={(row) => ({ 'data-testid': 'profit-row', 'data-profit-id': row.id })}
        minWidth={520}
      />
      <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
      <RequestProfitModal profit={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
