import { SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  RATIO_FIELDS,
  WEIGHTING_METHODS,
  ZUpdateCompanySettingsBody,
  type TCompanySettings,
  type TUpdateCompanySettingsBody,
} from '../../../../contract/company-settings';
import { api } from '../../api/client';
import { showFormFailure } from '../../app/form-feedback';
import { FormSubmit } from '../../app/FormSubmit';
import { AmountInput } from '../../app/inputs/AmountInput';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { pickedId } from '../../app/inputs/picked-id';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { toastSuccess } from '../../app/toast';
import { PersonPicker } from '../operations/PersonPicker';
import { shownCompanyRatio } from './shown-company-ratio';

/** The company's ratios, default rate, mediator amount, special beneficiary and four-eyes setting, checked by the server's schema. */
export function SettingsForm({ settings }: { settings: TCompanySettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TUpdateCompanySettingsBody>({
    initialValues: {
      specialServiceRatio: settings.specialServiceRatio,
      mediatorNormalAmount: settings.mediatorNormalAmount,
      mediatorTraderRatio: settings.mediatorTraderRatio,
      traderMediatorRatio: settings.traderMediatorRatio,
      investorRatio: settings.investorRatio,
      defaultServiceRate: settings.defaultServiceRate,
      specialBeneficiaryId: settings.specialBeneficiaryId,
      weightingMethod: settings.weightingMethod,
      distributionsNeedApproval: settings.distributionsNeedApproval,
    },
    validate: schemaValidate(ZUpdateCompanySettingsBody, t),
  });
  const save = useMutation({
    mutationFn: (body: TUpdateCompanySettingsBody) => api.put('/api/company-settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['company-settings'], saved);
      toastSuccess(t('companySettings.saved'));
    },
    onError: (error) => {
      showFormFailure(t, form, error);
    },
  });
  const percent = (name: keyof TUpdateCompanySettingsBody, hint: string) => (
    <DecimalInput key={name} label={t(`companySettings.fields.${name}`)} description={hint} {...form.getInputProps(name)} data-testid={`setting-${name}`} />
  );
  return (
    <form onSubmit={form.onSubmit((body) => save.mutate(body), focusOnInvalid)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {RATIO_FIELDS.map((name) => percent(name, t('companySettings.limitHint')))}
          <TextInput
            label={t('companySettings.fields.companyRatio')}
            value={shownCompanyRatio(form.values.investorRatio)}
            readOnly
            dir="ltr"
            data-testid="setting-companyRatio"
          />
          {percent('defaultServiceRate', t('companySettings.rateHint'))}
          <AmountInput
            label={t('companySettings.fields.mediatorNormalAmount')}
            {...form.getInputProps('mediatorNormalAmount')}
            data-testid="setting-mediatorNormalAmount"
          />
          <CodeSelect
            label={t('companySettings.fields.weightingMethod')}
            codes={WEIGHTING_METHODS}
            labels="companySettings.methods"
            {...form.getInputProps('weightingMethod')}
          />
          <div>
            <PersonPicker
              label={t('companySettings.fields.specialBeneficiaryId')}
              {...pickedId(form, 'specialBeneficiaryId')}
              initialName={settings.specialBeneficiaryName ?? undefined}
              testId="setting-beneficiary"
            />
            {form.values.specialBeneficiaryId ? null : (
              <Text size="xs" c="dimmed" mt={4}>
                {t('companySettings.noBeneficiary')}
              </Text>
            )}
          </div>
        </SimpleGrid>
        <Switch
          label={t('approvals.setting')}
          description={t('approvals.settingHint')}
          {...form.getInputProps('distributionsNeedApproval', { type: 'checkbox' })}
          data-testid="setting-distributionsNeedApproval"
        />
        <FormSubmit loading={save.isPending} testId="save-settings" />
      </Stack>
    </form>
  );
}
