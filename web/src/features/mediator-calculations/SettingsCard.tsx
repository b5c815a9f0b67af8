import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import {
  CALCULATION_PRESETS,
  MAX_CALCULATION_RATE,
  PRESET_NAMES,
  ZCalculationSettingsBody,
  type TCalculationSettings,
  type TCalculationSettingsBody,
} from '../../../../contract/mediator-calculations';
import { isApiError } from '../../api/api-error';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import { focusFirstInvalid, focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { toastError, toastSuccess } from '../../app/toast';
import { useSaveCalculationSettings } from './use-mediator-calculations';

const RATE_FIELDS = ['investorRate', 'mediatorRate', 'specialRate'] as const;

/**
 * The three rates and the presets of docs/rulings.md §R6; a preset is saved at once, typed rates with the
 * save button. The page remounts it (key) when saved rates change, so the fields show them.
 */
export function SettingsCard({ settings }: { settings: TCalculationSettings }) {
  const { t } = useTranslation();
  const save = useSaveCalculationSettings();
  const form = useForm<TCalculationSettingsBody>({
    initialValues: { investorRate: settings.investorRate, mediatorRate: settings.mediatorRate, specialRate: settings.specialRate },
    validate: schemaValidate(ZCalculationSettingsBody, t),
  });
  const send = (body: TCalculationSettingsBody) =>
    save.mutate(body, {
      onSuccess: () => toastSuccess(t('mediatorCalculations.settings.saved')),
      onError: (error) => {
        const message = translateError(t, error);
        const errors: Record<string, string> = translateFieldErrors(t, error);
        const field = isApiError(error) ? error.params.field : undefined;
        if (typeof field === 'string') errors[field] = message;
        form.setErrors(errors);
        focusFirstInvalid(errors);
        toastError(message);
      },
    });
  return (
    <Card withBorder padding="md" data-testid="calculation-settings">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('mediatorCalculations.settings.title')}</Title>
        <Badge variant="light" data-testid="settings-preset">
          {settings.preset === 'custom' ? t('mediatorCalculations.settings.custom') : t(`mediatorCalculations.presets.${settings.preset}`)}
        </Badge>
      </Group>
      <Stack>
        <Group gap="xs">
          {PRESET_NAMES.map((name) => (
            <Button
              key={name}
              variant={settings.preset === name ? 'filled' : 'default'}
              onClick={() => send({ ...CALCULATION_PRESETS[name] })}
              disabled={save.isPending}
              data-testid={`preset-${name}`}
            >
              {t(`mediatorCalculations.presets.${name}`)}
            </Button>
          ))}
        </Group>
        <form
          onSubmit={form.onSubmit(
            (values) => send({ investorRate: values.investorRate.trim(), mediatorRate: values.mediatorRate.trim(), specialRate: values.specialRate.trim() }),
            focusOnInvalid,
          )}
          noValidate
        >
          <SimpleGrid cols={{ base: 1, sm: 4 }} style={{ alignItems: 'end' }}>
            {RATE_FIELDS.map((field) => (
              <DecimalInput key={field} label={t(`mediatorCalculations.settings.${field}`)} {...form.getInputProps(field)} data-testid={`rate-${field}`} />
            ))}
            <Button type="submit" loading={save.isPending} data-testid="settings-save">
              {t('common.save')}
            </Button>
          </SimpleGrid>
        </form>
        <Text size="sm" c="dimmed">
          {t('mediatorCalculations.settings.hint', { max: MAX_CALCULATION_RATE })}
        </Text>
      </Stack>
    </Card>
  );
}
