import { Card, Fieldset, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMIT_ACTIONS, type TApprovalLimits } from '../../../../contract/approval-limits';
import { CURRENCY_CODES } from '../../../../contract/money';
import { holdsPermission } from '../../../../contract/permissions';
import { api } from '../../api/client';
import { showFormFailure } from '../../app/form-feedback';
import { FormSubmit } from '../../app/FormSubmit';
import { AmountInput } from '../../app/inputs/AmountInput';
import { QueryState } from '../../app/QueryState';
import { toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';

const LIMITS_KEY = ['approval-limits'] as const;
const fieldOf = (action: string, currency: string) => `${action}|${currency}`;

/** Every action × currency as the form's fields: the limit's decimal text, '' for none. */
function toValues(limits: TApprovalLimits): Record<string, string> {
  return Object.fromEntries(limits.limits.map((limit) => [fieldOf(limit.action, limit.currency), limit.amount ?? '']));
}

function LimitsForm({ limits, editable }: { limits: TApprovalLimits; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Record<string, string>>({ initialValues: toValues(limits) });
  const save = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api.put('/api/approval-limits', {
        body: {
          limits: LIMIT_ACTIONS.flatMap((action) =>
            CURRENCY_CODES.map((currency) => {
              const amount = (values[fieldOf(action, currency)] ?? '').trim();
              return { action, currency, amount: amount === '' ? null : amount };
            }),
          ),
        },
      }),
    onSuccess: async (saved) => {
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      toastSuccess(t('approvalLimits.saved'));
      await queryClient.invalidateQueries({ queryKey: LIMITS_KEY });
    },
    // A refusal names `limits.<n>.amount`: the field of the n-th pair sent, in the order above.
    onError: (error) =>
      showFormFailure(t, form, error, (refusal) => {
        const index = Number(/^limits\.(\d+)\./.exec(String(refusal.params?.field ?? ''))?.[1] ?? Number.NaN);
        if (!Number.isInteger(index)) return undefined;
        const action = LIMIT_ACTIONS[Math.floor(index / CURRENCY_CODES.length)];
        const currency = CURRENCY_CODES[index % CURRENCY_CODES.length];
        return action && currency ? fieldOf(action, currency) : undefined;
      }),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="approval-limits-form" noValidate>
      <Stack gap="md">
        {LIMIT_ACTIONS.map((action) => (
          <Fieldset key={action} legend={t(`moneyApprovals.actions.${action}`)} variant="unstyled">
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              {CURRENCY_CODES.map((currency) => (
                <AmountInput
                  key={currency}
                  label={currency}
                  aria-label={t('approvalLimits.field', { action: t(`moneyApprovals.actions.${action}`), currency })}
                  disabled={!editable}
                  {...form.getInputProps(fieldOf(action, currency))}
                  data-testid={`limit-${action}-${currency}`}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {editable ? (
          <FormSubmit label={t('approvalLimits.save')} loading={save.isPending} testId="save-approval-limits" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('approvalLimits.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** docs/operations.md §23: per action and currency, the amount above which a money write waits for a second approver. */
export function ApprovalLimitsCard() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const limits = useQuery({ queryKey: LIMITS_KEY, queryFn: () => api.get('/api/approval-limits') });
  const editable = user !== null && holdsPermission(user.permissions, 'approval-limits');
  return (
    <Card withBorder padding="lg" data-testid="approval-limits-card">
      <Title order={3}>{t('approvalLimits.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('approvalLimits.hint')}
      </Text>
      <QueryState query={limits}>{limits.data ? <LimitsForm limits={limits.data} editable={editable} /> : null}</QueryState>
    </Card>
  );
}
