import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthChoices, yearChoices } from './PeriodCard';
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
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ReportFilter>(initial);
  const types = REPORT_TYPES.map((type) => ({ value: type, label: t(`distributionPage.report.types.${type}`) }));
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('distributionPage.year')}
        data={yearChoices()}
        value={String(draft.year)}
        onChange={(year) => year && setDraft({ ...draft, year: Number(year) })}
        allowDeselect={false}
        w={120}
        data-testid="report-year"
      />
      <Select
        label={t('distributionPage.month')}
        data={monthChoices(i18n.language)}
        value={String(draft.month)}
        onChange={(month) => month && setDraft({ ...draft, month: Number(month) })}
        allowDeselect={false}
        w={160}
        data-testid="report-month"
      />
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
