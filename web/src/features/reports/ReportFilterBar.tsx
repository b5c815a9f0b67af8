import { Button, Card, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFIT_TYPES } from '../../../../contract/member';
import type { ReportKind } from '../../../../contract/reports';
import type { ReportView } from './use-reports';

/**
 * The dates (and type) of a report, applied with a button: the rows and totals are read once per
 * applied filter, not once per keystroke in a date. Applied, they go to the URL (the list view).
 */
export function ReportFilterBar({ report, view }: { report: ReportKind; view: ReportView }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(view.applied);
  const set = (key: keyof typeof draft) => (value: string | null) => setDraft((current) => ({ ...current, [key]: value ?? '' }));
  return (
    <Card withBorder padding="lg">
      <Group align="flex-end" wrap="wrap">
        {report === 'balances' ? (
          <TextInput type="date" label={t('reports.date')} value={draft.date} onChange={(event) => set('date')(event.currentTarget.value)} data-testid="report-date" />
        ) : (
          <>
            <TextInput type="date" label={t('reports.from')} value={draft.from} onChange={(event) => set('from')(event.currentTarget.value)} data-testid="report-from" />
            <TextInput type="date" label={t('reports.to')} value={draft.to} onChange={(event) => set('to')(event.currentTarget.value)} data-testid="report-to" />
          </>
        )}
        {report === 'distributions' ? (
          <Select label={t('reports.type')} value={draft.type || null} onChange={set('type')} clearable placeholder={t('reports.typeAll')} data={PROFIT_TYPES.map((value) => ({ value, label: t(`reports.types.${value}`) }))} />
        ) : null}
        <Button onClick={() => view.setFilters(report === 'balances' ? { date: draft.date } : { from: draft.from, to: draft.to, type: report === 'distributions' ? draft.type : null })} data-testid="report-apply">
          {t('reports.apply')}
        </Button>
      </Group>
    </Card>
  );
}
