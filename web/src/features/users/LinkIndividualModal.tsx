import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../../contract/users';
import { toastOutcome } from '../../app/toast';
import { useIndividualOptions } from '../individuals/use-individuals';
import { useLinkIndividual } from './use-users';
import { UserDialog } from './UserDialog';

/** Links a user to the individual whose data they may see as a member (or unlinks). */
export function LinkIndividualModal({ row, onClose }: { row: TUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<string | null>(row.individualId);
  const options = useIndividualOptions(debounced).data?.items ?? [];
  const link = useLinkIndividual();
  const save = (individualId: string | null) => link.mutate({ id: row.id, individualId }, toastOutcome(t, t('people.linkSaved'), onClose));
  return (
    <UserDialog row={row} title={t('people.linkTitle')} onClose={onClose}>
      <Select
        label={t('people.linkIndividual')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options.map((item) => ({ value: item.id, label: `${item.name} · ${item.email}` }))}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage={t('people.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        data-testid="link-individual"
      />
      <Group justify="space-between">
        <Button variant="subtle" color="red" onClick={() => save(null)} disabled={!row.individualId}>
          {t('people.unlink')}
        </Button>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => save(chosen)} disabled={!chosen || link.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Group>
    </UserDialog>
  );
}
