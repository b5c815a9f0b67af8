import { ActionIcon, Badge, Button, Card, Center, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlayerPlay, IconPlayerPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZUpdateAllocationBody, type TAllocationRow, type TSubscriberOption } from '../../../../contract/subscribers';
import { translateError } from '../../api/translate-error';
import { showFormFailure } from '../../app/form-feedback';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { LoadMore } from '../../app/LoadMore';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { useAllocations, useCreateAllocation, useSetAllocationStatus, useUpdateAllocation } from './use-allocations';

function AddAllocation({ primary }: { primary: TSubscriberOption | null }) {
  const { t } = useTranslation();
  const create = useCreateAllocation();
  const [sub, setSub] = useState<TSubscriberOption | null>(null);
  const form = useForm({ initialValues: { amount: '' }, validate: schemaValidate(ZUpdateAllocationBody, t) });
  const submit = form.onSubmit(({ amount }) => {
    if (!primary || !sub) return toastError(t('capital.errors.subscriber'));
    create.mutate(
      { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: amount.trim() },
      { onSuccess: () => { toastSuccess(t('allocations.created')); form.reset(); setSub(null); }, onError: (error) => showFormFailure(t, form, error) },
    );
  }, focusOnInvalid);
  return (
    <form onSubmit={submit} noValidate data-testid="allocation-form">
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
        <SubscriberPicker label={t('allocations.sub')} value={sub} onChange={setSub} testId="allocation-sub" />
        <TextInput label={t('allocations.amount')} required inputMode="decimal" dir="ltr" {...form.getInputProps('amount')} data-testid="allocation-amount" />
        <Button type="submit" loading={create.isPending} disabled={!primary} data-testid="allocation-add">{t('allocations.add')}</Button>
      </SimpleGrid>
    </form>
  );
}

function EditAmount({ row, onClose }: { row: TAllocationRow; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAllocation();
  const form = useForm({ initialValues: { amount: row.amount }, validate: schemaValidate(ZUpdateAllocationBody, t) });
  const submit = form.onSubmit(({ amount }) =>
    update.mutate({ id: row.id, amount: amount.trim() }, { onSuccess: () => { toastSuccess(t('allocations.updated')); onClose(); }, onError: (error) => showFormFailure(t, form, error) }),
    focusOnInvalid,
  );
  return (
    <Modal opened onClose={onClose} title={t('allocations.edit')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{row.primaryName} → {row.subName}</Text>
          <TextInput label={t('allocations.amount')} inputMode="decimal" dir="ltr" {...form.getInputProps('amount')} data-testid="allocation-edit-amount" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={update.isPending}>{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Parts of a primary subscriber's subscription allocated to other subscribers (docs/operations.md §9). */
export function AllocationsTab() {
  const { t } = useTranslation();
  const [primary, setPrimary] = useState<TSubscriberOption | null>(null);
  const [editing, setEditing] = useState<TAllocationRow | null>(null);
  const { list, rows } = useAllocations(primary?.id ?? null);
  const setStatus = useSetAllocationStatus();
  const toggle = (row: TAllocationRow) =>
    setStatus.mutateAsync({ id: row.id, active: row.status !== 'active' }).then(
      () => toastSuccess(t(row.status === 'active' ? 'allocations.deactivated' : 'allocations.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Title order={4} mb="sm">{t('allocations.primary')}</Title>
        <Stack>
          <SubscriberPicker label={t('allocations.primary')} value={primary} onChange={setPrimary} testId="allocation-primary" />
          {primary ? (
            <Text size="sm" c="dimmed">
              {t('allocations.subscriptionAmount')}: <Money amount={primary.subscriptionAmount} currency={primary.currency} fw={600} />
            </Text>
          ) : null}
          <AddAllocation primary={primary} />
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('allocations.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('allocations.primary')}</Table.Th>
                    <Table.Th>{t('allocations.sub')}</Table.Th>
                    <Table.Th>{t('allocations.amount')}</Table.Th>
                    <Table.Th>{t('subscribers.fields.status')}</Table.Th>
                    <Table.Th>{t('people.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="allocation-row">
                      <Table.Td>{row.primaryName}</Table.Td>
                      <Table.Td>{row.subName}</Table.Td>
                      <Table.Td><Money amount={row.amount} currency={row.currency} /></Table.Td>
                      <Table.Td><Badge color={row.status === 'active' ? 'teal' : 'gray'} variant="light">{t(row.status === 'active' ? 'people.active' : 'people.inactive')}</Badge></Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('allocations.edit')}><ActionIcon variant="subtle" aria-label={t('allocations.edit')} onClick={() => setEditing(row)} data-testid="allocation-edit"><IconEdit size={18} /></ActionIcon></Tooltip>
                          <Tooltip label={t(row.status === 'active' ? 'people.deactivate' : 'people.activate')}>
                            <ActionIcon variant="subtle" aria-label={t(row.status === 'active' ? 'people.deactivate' : 'people.activate')} onClick={() => void toggle(row)}>
                              {row.status === 'active' ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        <LoadMore list={list} />
      </Card>
      {editing ? <EditAmount row={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
