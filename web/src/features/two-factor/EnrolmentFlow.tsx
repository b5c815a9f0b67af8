import { Alert, Button, Group, Image, List, SimpleGrid, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTwoFactorEnrolment } from '../../../../contract/two-factor';
import { CurrentPasswordField, OneTimeCodeField, useSecretForm } from './secret-fields';
import { useConfirmEnrolment, useStartEnrolment } from './use-two-factor';

/** The QR code is drawn here, in the browser, from the otpauth URI: the secret never leaves for a remote service. */
function useQrDataUrl(uri: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((made) => current && setUrl(made));
    return () => {
      current = false;
    };
  }, [uri]);
  return url;
}

/** Groups of four, as authenticator apps show keys; spaces are ignored when typed. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

function PasswordStep({ onStarted }: { onStarted: (enrolment: TTwoFactorEnrolment) => void }) {
  const { t } = useTranslation();
  const start = useStartEnrolment();
  const password = useSecretForm(start.isPending, (text, refused) => start.mutate(text, { onSuccess: onStarted, onError: refused }));
  return (
    <form onSubmit={password.submit} noValidate>
      <Stack gap="sm" maw={480}>
        <Text size="sm">{t('twoFactor.enrol.intro')}</Text>
        <CurrentPasswordField form={password} label={t('twoFactor.enrol.password')} testId="two-factor-password" />
        <Group>
          <Button type="submit" disabled={password.empty} loading={start.isPending} data-testid="two-factor-start">
            {t('twoFactor.enrol.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ConfirmStep({ enrolment, onDone }: { enrolment: TTwoFactorEnrolment; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmEnrolment();
  const qr = useQrDataUrl(enrolment.totpUri);
  const code = useSecretForm(confirm.isPending, (text, refused) => confirm.mutate(text, { onSuccess: onDone, onError: refused }), { trim: true });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text fw={600}>{t('twoFactor.enrol.scan')}</Text>
          {qr ? <Image src={qr} alt={t('twoFactor.enrol.qrAlt')} w={200} h={200} radius="sm" bg="white" data-testid="two-factor-qr" /> : null}
          <Text size="sm">{t('twoFactor.enrol.manual')}</Text>
          <Text ff="monospace" fw={600} dir="ltr" style={{ wordBreak: 'break-word' }} data-testid="two-factor-manual-key">
            {grouped(enrolment.manualKey)}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{t('twoFactor.enrol.backupTitle')}</Text>
          <Alert color="yellow" variant="light" p="xs">
            <Text size="sm">{t('twoFactor.enrol.backupHint')}</Text>
          </Alert>
          <List size="sm" spacing={2} dir="ltr" ff="monospace" data-testid="two-factor-backup-codes" aria-label={t('twoFactor.enrol.backupTitle')}>
            {enrolment.backupCodes.map((backup) => (
              <List.Item key={backup}>{backup}</List.Item>
            ))}
          </List>
        </Stack>
      </SimpleGrid>
      <form onSubmit={code.submit} noValidate>
        <Stack gap="sm" maw={480}>
          <OneTimeCodeField
            form={code}
            label={t('twoFactor.enrol.code')}
            description={t('twoFactor.enrol.codeHint')}
            numeric
            testId="two-factor-confirm-code"
          />
          <Group>
            <Button type="submit" disabled={code.empty} loading={confirm.isPending} data-testid="two-factor-confirm">
              {t('twoFactor.enrol.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Password, then the key (QR code and by hand) with ten backup codes, then a first code to confirm. */
export function EnrolmentFlow({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<TTwoFactorEnrolment | null>(null);
  return enrolment ? <ConfirmStep enrolment={enrolment} onDone={onDone} /> : <PasswordStep onStarted={setEnrolment} />;
}
