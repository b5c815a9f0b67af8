import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthSelect, YearSelect } from '../../app/inputs/PeriodSelects';
import type { ReportFilter, ReportType } from './use-profit-distribution';

const REPORT_TYPES: ReportType[] = ['all', 'profit', 'commission', 'special'];

type ReportFilterBarProps = {
  /** The filter shown at first: the one in the URL, or the page's month of every type. */
  initial: ReportFilter;
  onGenerate: (filter: ReportFilter) => void;
  onExport: () => void;
  exporting: boolean;
  /** The column picker, beside the buttons. */
  picker: ReactNode;
};

/** The month and type of the report, applied with "Generate" (the view then lives in the URL), and its CSV. */
export function ReportFilterBar({ initial, onGenerate, onExport, exporting, picker }: ReportFilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportFilter>(initial);
  const types = REPORT_TYPES.map((type) => ({ value: type, label: t(`distributionPage.report.types.${type}`) }));
  return (
    <Group align="flex-end" wrap="wrap">
      <YearSelect label={t('distributionPage.year')} value={draft.year} onChange={(year) => setDraft({ ...draft, year })} w={120} testId="report-year" />
      <MonthSelect label={t('distributionPage.month')} value={draft.month} onChange={(month) => setDraft({ ...draft, month })} w={160} testId="report-month" />
      <Select
        label={t('distributionPage.report.type')}
        data={types}
        value={draft.type}
        onChange={(type) => type && setDraft({ ...draft, type: type as ReportType })}
        allowDeselect={false}
        w={160}
        data-testid="report-type"
      />
      <Button onClick={() => onGenerate(draft)} data-testid="generate-report">
        {t('distributionPage.report.generate')}
      </Button>
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onExport} loading={exporting} data-testid="export-csv">
        {t('distributionPage.report.exportCsv')}
      </Button>
      {picker}
    </Group>
  );
}
