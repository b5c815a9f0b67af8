import { Button, FileButton, Group, Image, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZPdfSettingsBody, type TPdfSettings, type TPdfSettingsBody } from '../../../../contract/subscribers';
import { formOutcome } from '../../app/form-feedback';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { useSavePdfSettings } from './use-subscribers';
import { ModalActions } from '../../app/ModalActions';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The header printed on every PDF; the logo is kept inline since PDFs are rendered offline. */
export function PdfSettingsModal({ settings, onClose }: { settings: TPdfSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePdfSettings();
  const form = useForm<TPdfSettingsBody>({ initialValues: settings, validate: schemaValidate(ZPdfSettingsBody, t) });
  const submit = form.onSubmit((body) => save.mutate(body, formOutcome(t, form, t('subscribers.pdfSettings.saved'), onClose)), focusOnInvalid);
  return (
    <Modal opened onClose={onClose} title={t('subscribers.pdfSettings.title')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="pdf-settings-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('subscribers.pdfSettings.companyName')} required {...form.getInputProps('companyName')} data-testid="pdf-company-name" />
            <TextInput label={t('subscribers.pdfSettings.address')} {...form.getInputProps('address')} />
            <TextInput label={t('subscribers.pdfSettings.phone')} dir="ltr" {...form.getInputProps('phone')} />
            <TextInput label={t('subscribers.pdfSettings.email')} dir="ltr" {...form.getInputProps('email')} />
            <TextInput label={t('subscribers.pdfSettings.website')} dir="ltr" {...form.getInputProps('website')} />
          </SimpleGrid>
          <Group>
            {form.values.logoUrl ? <Image src={form.values.logoUrl} h={40} w="auto" alt="" /> : null}
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              onChange={(file) => file && void readAsDataUrl(file).then((url) => form.setFieldValue('logoUrl', url))}
            >
              {(props) => (
                <Button variant="light" {...props}>
                  {t('subscribers.pdfSettings.logo')}
                </Button>
              )}
            </FileButton>
            {form.values.logoUrl ? (
              <Button variant="subtle" color="red" onClick={() => form.setFieldValue('logoUrl', '')}>
                {t('subscribers.pdfSettings.removeLogo')}
              </Button>
            ) : null}
          </Group>
          <ModalActions onCancel={onClose} loading={save.isPending} testId="pdf-settings-save" />
        </Stack>
      </form>
    </Modal>
  );
}
