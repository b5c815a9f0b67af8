import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What is typed in a picker searched on the server, and the same once typing pauses: what the server is asked. */
export function useServerSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  return { search, setSearch, debounced };
}

type ServerSelectProps = Omit<SelectProps, 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  typed: { search: string; setSearch: (text: string) => void };
  testId: string;
  /** The form field it fills, so that a refusal can focus it (Mantine's `data-path`). */
  path?: string;
};

/** A picker searched on the server: its options are the server's answer to what is typed, not filtered again here. */
export function ServerSelect({ typed, testId, path, nothingFoundMessage, ...select }: ServerSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...select}
      searchable
      searchValue={typed.search}
      onSearchChange={typed.setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFoundMessage ?? t('people.nothingFound')}
      data-testid={testId}
      data-path={path}
    />
  );
}
