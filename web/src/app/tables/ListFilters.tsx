import { Box, Card, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { SavedViewMenu, type SavedViewTarget } from './SavedViewMenu';
import { useTypedInUrl, type ListView } from './use-list-view';

type ListFiltersProps = {
  /** A list view; one with a list key (useListView's `list`) gets the saved views' menu. */
  view: Pick<ListView, 'search' | 'setSearch'> & Partial<SavedViewTarget>;
  /** The search box's hint; a list without a search gives none. */
  placeholder?: string;
  /** The search box's test id. */
  testId?: string;
  children?: ReactNode;
};

/** The bar above a list: its search, kept in the URL by the list view, its filters and its saved views. */
export function ListFilters({ view, placeholder, testId, children }: ListFiltersProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
        {placeholder ? (
          <TextInput
            label={t('common.search')}
            placeholder={placeholder}
            leftSection={<IconSearch size={16} />}
            value={view.search}
            onChange={(event) => view.setSearch(event.currentTarget.value)}
            miw={220}
            data-testid={testId}
          />
        ) : null}
        {children}
        {view.list && view.savedView && view.applySavedView ? (
          // The menu keeps its width where the filters share the line.
          <Box style={{ flexGrow: 0 }}>
            <SavedViewMenu view={{ list: view.list, savedView: view.savedView, applySavedView: view.applySavedView }} />
          </Box>
        ) : null}
      </Group>
    </Card>
  );
}

type FilterSelectProps<Filter extends string> = {
  view: Pick<ListView<string, Filter>, 'filters' | 'setFilter'>;
  name: Filter;
  label: string;
  data: { value: string; label: string }[] | readonly string[];
  /** The prefix of the codes' translated names (`<labels>.<code>`); without it a code shows as it is (a currency). */
  labels?: string;
  testId?: string;
};

/** A choice among a filter's values, "all" when cleared; its value lives in the URL. */
export function FilterSelect<Filter extends string>({ view, name, label, data, labels, testId }: FilterSelectProps<Filter>) {
  const { t } = useTranslation();
  const named = labels ? data.map((code) => (typeof code === 'string' ? { value: code, label: t(`${labels}.${code}`) } : code)) : data;
  return (
    <Select
      label={label}
      placeholder={t('common.all')}
      data={named as { value: string; label: string }[] | string[]}
      value={view.filters[name] || null}
      onChange={(value) => view.setFilter(name, value)}
      clearable
      miw={150}
      data-testid={testId}
    />
  );
}

type FilterStatusProps = Omit<FilterSelectProps<'status'>, 'name' | 'data' | 'labels'> & {
  statuses: readonly string[];
  /** The prefix of the statuses' translated names (`<labels>.<status>`). */
  labels: string;
};

/** A list's filter by its rows' status (`status` in the URL), each status by its translated name. */
export function FilterStatus({ view, label, statuses, labels, testId }: FilterStatusProps) {
  return <FilterSelect view={view} name="status" label={label} data={statuses} labels={labels} testId={testId} />;
}

/** A list's filter by currency (`currency` in the URL): one of the business's currencies. */
export function FilterCurrency({ view, label, testId }: Omit<FilterSelectProps<'currency'>, 'name' | 'data' | 'labels'>) {
  return <FilterSelect view={view} name="currency" label={label} data={CURRENCY_CODES} testId={testId} />;
}

/** A person's two states as a filter's choices, each with the value the list's API reads for it. */
export const activeChoices = (t: TFunction, active: string, inactive: string) => [
  { value: active, label: t('people.active') },
  { value: inactive, label: t('people.inactive') },
];

type FilterTextProps<Filter extends string> = {
  view: Pick<ListView<string, Filter>, 'filters' | 'typeFilter'>;
  name: Filter;
  label: string;
  placeholder?: string;
  testId?: string;
  dir?: 'ltr';
};

/** A filter typed as text (a name, an action): written to the URL once typing pauses. */
export function FilterText<Filter extends string>({ view, name, label, placeholder, testId, dir }: FilterTextProps<Filter>) {
  const [text, setText] = useTypedInUrl(view.filters[name], (typed) => view.typeFilter(name, typed));
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      miw={180}
      dir={dir}
      data-testid={testId}
    />
  );
}
