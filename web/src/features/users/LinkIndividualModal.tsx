import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../../contract/users';
import { translateError } from '../../api/translate-error';
import { toastError, toastSuccess } from '../../app/toast';
import { useIndividualOptions } from '../individuals/use-individuals';
import { useLinkIndividual } from './use-users';

/** Links a user to the individual whose data they may see as a member (or unlinks). */
export function LinkIndividualModal({ row, onClose }: { row: TUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<string | null>(row.individualId);
  const options = useIndividualOptions(debounced).data?.items ?? [];
  const link = useLinkIndividual();
  const save = (individualId: string | null) =>
    link.mutate(
      { id: row.id, individualId },
      {
        onSuccess: () => {
          toastSuccess(t('people.linkSaved'));
          onClose();
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('people.linkTitle')} centered>
      <Stack>
        <Text size="sm">
          {row.name} ({row.email})
        </Text>
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
      </Stack>
    </Modal>
  );
}
