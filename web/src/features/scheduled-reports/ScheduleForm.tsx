import { Modal, Select, SimpleGrid, Stack, Text, TextInput, type SelectProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { EXPORT_LANGUAGES } from '../../../../contract/operations';
import { PROFIT_TYPES } from '../../../../contract/profit-distribution';
import { EXPORT_FORMATS } from '../../../../contract/reports';
import {
  FREQUENCIES,
  INCOME_PERIODS,
  REPORT_RANGES,
  SCHEDULED_REPORT_KINDS,
  type Frequency,
  type ScheduledReportKind,
  type TScheduledReport,
  type TScheduledReportBody,
} from '../../../../contract/scheduled-reports';
import { formOutcome } from '../../app/form-feedback';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { ModalActions } from '../../app/ModalActions';
import { focusOnInvalid } from '../../app/schema-form';
import { RecipientsSelect } from './RecipientsSelect';
import { useSaveSchedule } from './use-scheduled-reports';

type Values = {
  report: ScheduledReportKind;
  format: (typeof EXPORT_FORMATS)[number];
  language: (typeof EXPORT_LANGUAGES)[number];
  recipientIds: string[];
  frequency: Frequency;
  weekday: string;
  monthDay: string;
  hour: string;
  range: string;
  period: string;
  type: string;
  currency: string;
  account: string;
  party: string;
};

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const HOURS = Array.from({ length: 24 }, (_, index) => String(index));
const hourText = (hour: string) => `${hour.padStart(2, '0')}:00`;
/** Reports whose days are a range before the run; the others are as of its day (the income statement has its period). */
const RANGED: readonly ScheduledReportKind[] = ['operations', 'distributions', 'general-ledger'];
const BOOKS_WITH_CURRENCY: readonly ScheduledReportKind[] = ['trial-balance', 'balance-sheet', 'income-statement'];
/** The value of "every type" and "every currency": nothing sent. */
const ANY = 'any';

function initialValues(row: TScheduledReport | null): Values {
  const rhythm = row?.rhythm;
  const filters = row?.filters ?? {};
  return {
    report: row?.report ?? 'operations',
    format: row?.format ?? 'pdf',
    language: row?.language ?? 'en',
    recipientIds: row?.recipients.map((recipient) => recipient.id) ?? [],
    frequency: rhythm?.frequency ?? 'weekly',
    weekday: rhythm?.frequency === 'weekly' ? String(rhythm.weekday) : '1',
    monthDay: rhythm?.frequency === 'monthly' ? String(rhythm.monthDay) : '1',
    hour: String(rhythm?.hour ?? 7),
    range: filters.range ?? 'previous-7-days',
    period: filters.period ?? 'previous-month',
    type: filters.type ?? ANY,
    currency: filters.currency ?? ANY,
    account: filters.account ?? '',
    party: filters.party ?? '',
  };
}

/** The body the server checks (contract/scheduled-reports.ts): the chosen report's own filters only. */
function toBody(values: Values): TScheduledReportBody {
  const hour = Number(values.hour);
  const rhythm =
    values.frequency === 'weekly'
      ? { frequency: 'weekly' as const, weekday: Number(values.weekday), hour }
      : values.frequency === 'monthly'
        ? { frequency: 'monthly' as const, monthDay: Number(values.monthDay), hour }
        : { frequency: 'daily' as const, hour };
  const optional = <Key extends string>(key: Key, value: string) => (value && value !== ANY ? { [key]: value } : {}) as Partial<Record<Key, never>>;
  const common = { format: values.format, language: values.language, recipientIds: values.recipientIds, rhythm };
  const range = values.range as (typeof REPORT_RANGES)[number];
  switch (values.report) {
    case 'operations':
      return { report: 'operations', filters: { range }, ...common };
    case 'distributions':
      return { report: 'distributions', filters: { range, ...optional('type', values.type) }, ...common };
    case 'balances':
      return { report: 'balances', filters: {}, ...common };
    case 'income-statement':
      return {
        report: 'income-statement',
        filters: { period: values.period as (typeof INCOME_PERIODS)[number], ...optional('currency', values.currency) },
        ...common,
      };
    case 'general-ledger':
      return {
        report: 'general-ledger',
        filters: { range, account: values.account.trim(), currency: values.currency as never, ...optional('party', values.party.trim()) },
        ...common,
      };
    default:
      return { report: values.report, filters: { ...optional('currency', values.currency) }, ...common };
  }
}

/** Which field a refusal is about: the server names it (`filters.account`, `rhythm.hour`…). */
const FIELD_OF_PATH: Record<string, keyof Values> = {
  recipientIds: 'recipientIds',
  'filters.account': 'account',
  'filters.party': 'party',
  'filters.currency': 'currency',
  'rhythm.hour': 'hour',
};

/** A choice that may be "every one": that option first, then the options. */
function AnySelect({
  any,
  options,
  ...props
}: Omit<SelectProps, 'data' | 'allowDeselect'> & { any: string; options: Array<{ value: string; label: string }> }) {
  return <Select {...props} data={[{ value: ANY, label: any }, ...options]} allowDeselect={false} />;
}

/** docs/mail.md §4: a schedule's report and filters, its file, its recipients and its rhythm. */
export function ScheduleForm({ row, onClose }: { row: TScheduledReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSchedule();
  const form = useForm<Values>({
    initialValues: initialValues(row),
    validate: {
      recipientIds: (ids) => (ids.length > 0 ? null : t('validation.required')),
      account: (account, values) => (values.report === 'general-ledger' && !account.trim() ? t('validation.required') : null),
      currency: (currency, values) => (values.report === 'general-ledger' && currency === ANY ? t('validation.required') : null),
    },
  });
  const { report, frequency } = form.values;
  const submit = form.onSubmit((values) => {
    const done = t(row ? 'scheduledReports.updated' : 'scheduledReports.created');
    save.mutate(
      { id: row?.id ?? null, body: toBody(values) },
      formOutcome(t, form, done, onClose, (refusal) => {
        const fields = (refusal.params as { fields?: Array<{ path: string }> }).fields ?? [];
        return fields.map((field) => FIELD_OF_PATH[field.path]).find(Boolean);
      }),
    );
  }, focusOnInvalid);
  const choice = (key: keyof Values, codes: readonly string[], labels: string, testId: string) => (
    <CodeSelect label={t(`scheduledReports.fields.${key}`)} codes={codes} labels={labels} {...form.getInputProps(key)} data-testid={testId} />
  );
  return (
    <Modal opened onClose={onClose} title={t(row ? 'scheduledReports.editTitle' : 'scheduledReports.createTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="schedule-form">
        <Stack>
          {choice('report', SCHEDULED_REPORT_KINDS, 'scheduledReports.reports', 'schedule-report')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {RANGED.includes(report) ? choice('range', REPORT_RANGES, 'scheduledReports.ranges', 'schedule-range') : null}
            {report === 'income-statement' ? choice('period', INCOME_PERIODS, 'scheduledReports.ranges', 'schedule-period') : null}
            {report === 'distributions' ? (
              <AnySelect
                label={t('scheduledReports.fields.type')}
                any={t('scheduledReports.anyType')}
                options={PROFIT_TYPES.map((type) => ({ value: type, label: t(`reports.types.${type}`) }))}
                {...form.getInputProps('type')}
                data-testid="schedule-type"
              />
            ) : null}
            {BOOKS_WITH_CURRENCY.includes(report) ? (
              <AnySelect
                label={t('scheduledReports.fields.currency')}
                any={t('scheduledReports.allCurrencies')}
                options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
                {...form.getInputProps('currency')}
                data-testid="schedule-currency"
              />
            ) : null}
            {report === 'general-ledger' ? (
              <>
                <CodeSelect
                  label={t('scheduledReports.fields.currency')}
                  codes={CURRENCY_CODES}
                  required
                  {...form.getInputProps('currency')}
                  data-testid="schedule-currency"
                />
                <TextInput label={t('scheduledReports.fields.account')} required dir="ltr" {...form.getInputProps('account')} data-testid="schedule-account" />
                <TextInput label={t('scheduledReports.fields.party')} dir="ltr" {...form.getInputProps('party')} data-testid="schedule-party" />
              </>
            ) : null}
          </SimpleGrid>
          {RANGED.includes(report) || report === 'income-statement' ? null : (
            <Text size="sm" c="dimmed">
              {t('scheduledReports.asOfRunDay')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {choice('format', EXPORT_FORMATS, 'scheduledReports.formats', 'schedule-format')}
            {choice('language', EXPORT_LANGUAGES, 'scheduledReports.languages', 'schedule-language')}
          </SimpleGrid>
          <RecipientsSelect
            label={t('scheduledReports.fields.recipients')}
            description={t('scheduledReports.fields.recipientsHint')}
            chosen={row?.recipients}
            required
            {...form.getInputProps('recipientIds')}
            testId="schedule-recipients"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {choice('frequency', FREQUENCIES, 'scheduledReports.frequencies', 'schedule-frequency')}
            {frequency === 'weekly' ? choice('weekday', WEEKDAYS, 'scheduledReports.weekdays', 'schedule-weekday') : null}
            {frequency === 'monthly' ? (
              <CodeSelect
                label={t('scheduledReports.fields.monthDay')}
                description={t('scheduledReports.fields.monthDayHint')}
                codes={MONTH_DAYS}
                {...form.getInputProps('monthDay')}
                data-testid="schedule-month-day"
              />
            ) : null}
            <Select
              label={t('scheduledReports.fields.hour')}
              data={HOURS.map((hour) => ({ value: hour, label: hourText(hour) }))}
              allowDeselect={false}
              {...form.getInputProps('hour')}
              data-testid="schedule-hour"
            />
          </SimpleGrid>
          <ModalActions onCancel={onClose} loading={save.isPending} testId="schedule-save" />
        </Stack>
      </form>
    </Modal>
  );
}
