import { useTranslation } from 'react-i18next';
import { JOURNAL_SOURCE_KINDS } from '../../../../contract/journal';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterSelect, FilterText, ListFilters } from '../../app/tables/ListFilters';
import type { ListView, SavedViewParts } from '../../app/tables/use-list-view';

export const JOURNAL_FILTERS = ['from', 'to', 'account', 'party', 'source'] as const;
type JournalFilter = (typeof JOURNAL_FILTERS)[number];

/** The journal's search (memo or number), its days, account, party and source, kept in the URL. */
export function JournalFilters({
  view,
}: {
  view: Pick<ListView<string, JournalFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter' | 'setFilters' | 'typeFilter' | SavedViewParts>;
}) {
  const { t } = useTranslation();
  return (
    <ListFilters view={view} placeholder={t('accounting.journal.filters.qPlaceholder')} testId="journal-search">
      <FilterText
        view={view}
        name="account"
        label={t('accounting.journal.filters.account')}
        placeholder={t('accounting.journal.filters.accountPlaceholder')}
        testId="journal-account"
        dir="ltr"
      />
      <FilterText view={view} name="party" label={t('accounting.journal.filters.party')} testId="journal-party" dir="ltr" />
      <FilterSelect
        view={view}
        name="source"
        label={t('accounting.journal.filters.source')}
        data={JOURNAL_SOURCE_KINDS}
        labels="accounting.journal.sources"
        testId="journal-source"
      />
      <FilterPeriod view={view} labels={{ from: t('accounting.journal.filters.from'), to: t('accounting.journal.filters.to') }} testId="journal" />
    </ListFilters>
  );
}
