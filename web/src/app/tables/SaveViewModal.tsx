import { Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { holdsPermission } from '../../../../contract/permissions';
import type { TSavedListView } from '../../../../contract/list-view';
import { SHARED_VIEW_PERMISSION, ZSaveViewBody, type SavedViewList, type TSavedView } from '../../../../contract/saved-views';
import { useSessionUser } from '../../features/session/use-session';
import { formOutcome } from '../form-feedback';
import { ModalActions } from '../ModalActions';
import { focusOnInvalid, schemaValidate } from '../schema-form';
import { useSavedViews } from './use-saved-views';

type Values = { name: string; shared: boolean; replace: boolean };

type SaveViewModalProps = {
  list: SavedViewList;
  /** The view on screen as it is saved, read when the form is sent (a filter picked just before is in it). */
  view: () => TSavedListView;
  /** The views the user sees: a name already taken by the same owner offers to replace it. */
  existing: readonly TSavedView[];
  onClose: () => void;
};

/**
 * Saves the list's view under a name, for the user or (with `user-management`) for everyone; a name
 * the same owner already uses is refused (SAVED_VIEW_NAME_TAKEN) unless "replace" is ticked.
 */
export function SaveViewModal({ list, view, existing, onClose }: SaveViewModalProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const mayShare = user ? holdsPermission(user.permissions, SHARED_VIEW_PERMISSION) : false;
  const { save } = useSavedViews(list);
  const form = useForm<Values>({
    initialValues: { name: '', shared: false, replace: false },
    validate: schemaValidate<Values>(ZSaveViewBody, t, { toBody: (values) => ({ list, view: view(), ...values }) }),
  });
  const taken = existing.some((item) => item.shared === form.values.shared && item.name === form.values.name.trim());
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { list, view: view(), ...values, name: values.name.trim() },
        formOutcome(t, form, t('savedViews.saved', { name: values.name.trim() }), onClose),
      ),
    focusOnInvalid,
  );
  return (
    <Modal opened onClose={onClose} title={t('savedViews.saveTitle')} centered>
      <form onSubmit={submit} noValidate data-testid="save-view-form">
        <Stack>
          <Text size="sm">{t('savedViews.saveHint')}</Text>
          <TextInput label={t('savedViews.name')} required maxLength={60} data-autofocus {...form.getInputProps('name')} data-testid="save-view-name" />
          {mayShare ? (
            <Checkbox
              label={t('savedViews.share')}
              description={t('savedViews.shareHint')}
              {...form.getInputProps('shared', { type: 'checkbox' })}
              data-testid="save-view-shared"
            />
          ) : null}
          {taken ? <Checkbox label={t('savedViews.replace')} {...form.getInputProps('replace', { type: 'checkbox' })} data-testid="save-view-replace" /> : null}
          <ModalActions onCancel={onClose} loading={save.isPending} testId="save-view-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
