import { useTranslation } from 'react-i18next';
import { LINK_STATUSES } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import type { ListView } from '../../app/tables/use-list-view';
import { PartyPicker } from './PartyPicker';

export const LINK_FILTERS = ['mediatorId', 'investorId', 'status'] as const;
type LinkFilter = (typeof LINK_FILTERS)[number];
const PARTIES = ['mediator', 'investor'] as const;

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
      {PARTIES.map((kind) => {
        const id = view.filters[`${kind}Id`];
        return (
          <PartyPicker
            key={kind}
            kind={kind}
            label={t(`mediatorPercentages.fields.${kind}`)}
            value={id || null}
            initialName={id ? rows[0]?.[`${kind}Name`] : undefined}
            onChange={(next) => view.setFilter(`${kind}Id`, next)}
            testId={`filter-${kind}`}
          />
        );
      })}
      <FilterSelect view={view} name="status" label={t('mediatorPercentages.fields.status')} data={LINK_STATUSES} labels="mediatorPercentages.statuses" testId="filter-status" />
    </ListFilters>
  );
}
