import { useTranslation } from 'react-i18next';
import { LINK_STATUSES } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { FilterStatus, ListFilters } from '../../app/tables/ListFilters';
import type { ListView, SavedViewParts } from '../../app/tables/use-list-view';
import { LINK_PARTIES, PartyPicker } from './PartyPicker';

export const LINK_FILTERS = ['mediatorId', 'investorId', 'status'] as const;
type LinkFilter = (typeof LINK_FILTERS)[number];

/** The links' filters: a mediator, an investor, a status, kept in the URL. */
export function LinkFilters({
  view,
  rows,
}: {
  view: Pick<ListView<string, LinkFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter' | SavedViewParts>;
  rows: readonly TMediatorLinkRow[];
}) {
  const { t } = useTranslation();
  return (
    <ListFilters view={view}>
      {/* A link shared with a party in its URL names that party from the rows it lists. */}
      {LINK_PARTIES.map(({ kind, idField, nameField }) => (
        <PartyPicker
          key={kind}
          kind={kind}
          label={t(`mediatorPercentages.fields.${kind}`)}
          value={view.filters[idField] || null}
          initialName={view.filters[idField] ? rows[0]?.[nameField] : undefined}
          onChange={(id) => view.setFilter(idField, id)}
          testId={`filter-${kind}`}
        />
      ))}
      <FilterStatus
        view={view}
        label={t('mediatorPercentages.fields.status')}
        statuses={LINK_STATUSES}
        labels="mediatorPercentages.statuses"
        testId="filter-status"
      />
    </ListFilters>
  );
}
