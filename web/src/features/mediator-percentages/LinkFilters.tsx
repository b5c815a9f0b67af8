import { useTranslation } from 'react-i18next';
import { LINK_STATUSES } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import type { ListView } from '../../app/tables/use-list-view';
import { PartyPicker } from './PartyPicker';

export const LINK_FILTERS = ['mediatorId', 'investorId', 'status'] as const;
type LinkFilter = (typeof LINK_FILTERS)[number];

/** The links' filters: a mediator, an investor, a status, kept in the URL. */
export function LinkFilters({
  view,
  rows,
}: {
  view: Pick<ListView<string, LinkFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  rows: readonly TMediatorLinkRow[];
}) {
  const { t } = useTranslation();
  const { mediatorId, investorId } = view.filters;
  return (
    <ListFilters view={view}>
      {/* A link shared with a party in its URL names that party from the rows it lists. */}
      <PartyPicker
        kind="mediator"
        label={t('mediatorPercentages.fields.mediator')}
        value={mediatorId || null}
        initialName={mediatorId ? rows[0]?.mediatorName : undefined}
        onChange={(id) => view.setFilter('mediatorId', id)}
        testId="filter-mediator"
      />
      <PartyPicker
        kind="investor"
        label={t('mediatorPercentages.fields.investor')}
        value={investorId || null}
        initialName={investorId ? rows[0]?.investorName : undefined}
        onChange={(id) => view.setFilter('investorId', id)}
        testId="filter-investor"
      />
      <FilterSelect view={view} name="status" label={t('mediatorPercentages.fields.status')} data={LINK_STATUSES} labels="mediatorPercentages.statuses" testId="filter-status" />
    </ListFilters>
  );
}
