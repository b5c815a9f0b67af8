import { Button, FileButton, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_TYPES, ZPdfSettingsBody, type TPdfSettings, type TPdfSettingsBody } from '../../../../contract/letterhead';
import { translateError } from '../../api/translate-error';
import { formOutcome } from '../../app/form-feedback';
import { FormSubmit } from '../../app/FormSubmit';
import { ModalActions } from '../../app/ModalActions';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { toastError, toastSuccess } from '../../app/toast';
import { useDeleteLogo, useSavePdfSettings, useUploadLogo } from './use-letterhead';

const TEXT_FIELDS = ['companyName', 'address', 'phone', 'email', 'website', 'tradeRegister', 'taxId'] as const;
/** Contacts and numbers are typed left to right whatever the page's direction. */
const LTR_FIELDS = new Set<string>(['phone', 'email', 'website', 'tradeRegister', 'taxId']);

/** The logo: shown as it prints, replaced by a chosen file (judged by the server by its bytes), or removed. */
function LogoField({ logoUrl }: { logoUrl: string }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const refused = (error: unknown) => toastError(translateError(t, error));
  const choose = (file: File | null) => {
    if (!file) return;
    // The server refuses it too; saying so here spares sending half a megabyte for nothing.
    if (file.size > LOGO_MAX_BYTES) return toastError(t('errors.LOGO_TOO_LARGE', { maxKb: LOGO_MAX_BYTES / 1024 }));
    upload.mutate(file, { onSuccess: () => toastSuccess(t('letterhead.logo.uploaded')), onError: refused });
  };
  return (
    <Stack gap="xs" data-testid="letterhead-logo">
      <Text fw={500} size="sm" id="letterhead-logo-label">
        {t('letterhead.logo.label')}
      </Text>
      {logoUrl ? (
        <Image src={logoUrl} h={48} w="auto" fit="contain" alt={t('letterhead.logo.current')} data-testid="letterhead-logo-preview" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('letterhead.logo.none')}
        </Text>
      )}
      <Group gap="sm">
        <FileButton accept={LOGO_TYPES.join(',')} onChange={choose}>
          {(props) => (
            <Button
              variant="light"
              leftSection={<IconPhotoUp size={16} />}
              loading={upload.isPending}
              aria-describedby="letterhead-logo-hint"
              data-testid="letterhead-logo-upload"
              {...props}
            >
              {t('letterhead.logo.choose')}
            </Button>
          )}
        </FileButton>
        {logoUrl ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toastSuccess(t('letterhead.logo.removed')), onError: refused })}
            data-testid="letterhead-logo-remove"
          >
            {t('letterhead.logo.remove')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" id="letterhead-logo-hint">
        {t('letterhead.logo.hint')}
      </Text>
    </Stack>
  );
}

/**
 * The letterhead of every PDF (docs/letterhead.md): its text saved with the form, its logo with its
 * own buttons at once. In a dialog it ends with Cancel and Save; on the settings page with Save.
 */
export function LetterheadForm({ settings, onCancel, onSaved }: { settings: TPdfSettings; onCancel?: () => void; onSaved?: () => void }) {
  const { t } = useTranslation();
  const save = useSavePdfSettings();
  const { logoUrl, ...text } = settings;
  const form = useForm<TPdfSettingsBody>({ initialValues: text, validate: schemaValidate(ZPdfSettingsBody, t) });
  const submit = form.onSubmit(
    (body) =>
      save.mutate(
        body,
        formOutcome(t, form, t('letterhead.saved'), () => onSaved?.()),
      ),
    focusOnInvalid,
  );
  return (
    <form onSubmit={submit} noValidate data-testid="pdf-settings-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map((name) => (
            <TextInput
              key={name}
              label={t(`letterhead.fields.${name}`)}
              required={name === 'companyName'}
              dir={LTR_FIELDS.has(name) ? 'ltr' : undefined}
              {...form.getInputProps(name)}
              data-testid={`letterhead-${name}`}
            />
          ))}
        </SimpleGrid>
        <LogoField logoUrl={logoUrl} />
        {onCancel ? (
          <ModalActions onCancel={onCancel} loading={save.isPending} testId="pdf-settings-save" />
        ) : (
          <FormSubmit loading={save.isPending} testId="pdf-settings-save" />
        )}
      </Stack>
    </form>
  );
}
