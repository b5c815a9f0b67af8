import { useTranslation } from 'react-i18next';
import { LINK_STATUSES } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import type { ListView } from '../../app/tables/use-list-view';
import { PartyPicker } from './PartyPicker';

export const LINK_FILTERS = ['mediatorId', 'investorId', 'status'] as const;
type LinkFilter = (typeof LINK_FILTERS)[number];

/** The two parties a link joins: the filter that names each in the URL, and its name in the listed rows. */
const PARTIES = [
  { kind: 'mediator', filter: 'mediatorId', name: 'mediatorName' },
  { kind: 'investor', filter: 'investorId', name: 'investorName' },
] as const;

/** The links' filters: a mediator, an investor, a status, kept in the URL. */
export function LinkFilters({
  view,
  rows,
}: {
  view: Pick<ListView<string, LinkFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  rows: readonly TMediatorLinkRow[];
}) {
  const { t } = useTranslation();
  return (
    <ListFilters view={view}>
      {/* A link shared with a party in its URL names that party from the rows it lists. */}
      {PARTIES.map(({ kind, filter, name }) => (
        <PartyPicker
          key={kind}
          kind={kind}
          label={t(`mediatorPercentages.fields.${kind}`)}
          value={view.filters[filter] || null}
          initialName={view.filters[filter] ? rows[0]?.[name] : undefined}
          onChange={(id) => view.setFilter(filter, id)}
          testId={`filter-${kind}`}
        />
      ))}
      <FilterSelect
        view={view}
        name="status"
        label={t('mediatorPercentages.fields.status')}
        data={LINK_STATUSES}
        labels="mediatorPercentages.statuses"
        testId="filter-status"
      />
    </ListFilters>
  );
}
