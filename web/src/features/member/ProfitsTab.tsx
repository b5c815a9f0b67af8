import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberProfitRow } from '../../../../contract/member';
import { DataTable } from '../../app/tables/DataTable';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';
import { profitColumns } from './member-columns';
import { RequestProfitModal } from './RequestProfitModal';
import { useMemberProfits } from './use-member';
import { YearStatementCard } from './YearStatementCard';

/** The member's profit rows; an unpaid profit may be asked to be added to the balance, with a note. */
export function ProfitsTab() {
  const { t } = useTranslation();
  const { list, rows } = useMemberProfits(true);
  const [chosen, setChosen] = useState<TMemberProfitRow | null>(null);
  const [explained, setExplained] = useState<string | null>(null);
  const columns = profitColumns(t, { onExplain: (row) => setExplained(row.id), onRequest: setChosen });
  return (
    <>
      <YearStatementCard />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'profit-row', 'data-profit-id': row.id })}
        state={list}
        emptyText={t('member.empty')}
        minWidth={520}
        testId="member-profits"
      />
      <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
      <RequestProfitModal profit={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
