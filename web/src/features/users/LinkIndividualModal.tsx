import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../../contract/users';
import { ServerSelect, useServerSearch } from '../../app/inputs/ServerSelect';
import { toastOutcome } from '../../app/toast';
import { useIndividualOptions } from '../individuals/use-individuals';
import { useLinkIndividual } from './use-users';
import { UserDialog } from './UserDialog';

/** Links a user to the individual whose data they may see as a member (or unlinks). */
export function LinkIndividualModal({ row, onClose }: { row: TUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const typed = useServerSearch();
  const [chosen, setChosen] = useState<string | null>(row.individualId);
  const options = useIndividualOptions(typed.debounced).data?.items ?? [];
  const link = useLinkIndividual();
  const save = (individualId: string | null) => link.mutate({ id: row.id, individualId }, toastOutcome(t, t('people.linkSaved'), onClose));
  return (
    <UserDialog row={row} title={t('people.linkTitle')} onClose={onClose}>
      <ServerSelect
        typed={typed}
        label={t('people.linkIndividual')}
        data={options.map((item) => ({ value: item.id, label: `${item.name} · ${item.email}` }))}
        value={chosen}
        onChange={setChosen}
        comboboxProps={{ withinPortal: true }}
        testId="link-individual"
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
