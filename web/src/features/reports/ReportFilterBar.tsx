import { Button, Card, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFIT_TYPES } from '../../../../contract/member';
import type { ReportKind } from '../../../../contract/reports';
import { DateField } from '../../app/inputs/DateField';
import { DateRangeField } from '../../app/inputs/DateRangeField';
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
          <DateField label={t('reports.date')} value={draft.date} onChange={set('date')} clearable miw={160} data-testid="report-date" />
        ) : (
          <DateRangeField
            value={draft}
            onChange={(period) => setDraft((current) => ({ ...current, ...period }))}
            fromLabel={t('reports.from')}
            toLabel={t('reports.to')}
            fromTestId="report-from"
            toTestId="report-to"
          />
        )}
        {report === 'distributions' ? (
          <Select
            label={t('reports.type')}
            value={draft.type || null}
            onChange={set('type')}
            clearable
            placeholder={t('reports.typeAll')}
            data={PROFIT_TYPES.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
          />
        ) : null}
        <Button
          onClick={() =>
            view.setFilters(
              report === 'balances' ? { date: draft.date } : { from: draft.from, to: draft.to, type: report === 'distributions' ? draft.type : null },
            )
          }
          data-testid="report-apply"
        >
          {t('reports.apply')}
        </Button>
      </Group>
    </Card>
  );
}
