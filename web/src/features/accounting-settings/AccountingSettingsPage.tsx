import { Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountRow } from '../../../../contract/accounting-settings';
import { AddButton } from '../../app/AddButton';
import { useLanguage } from '../../app/inputs/use-language';
import { PageHeader } from '../../app/PageHeader';
import { SectionHeading } from '../../app/SectionHeading';
import { DataTable } from '../../app/tables/DataTable';
import { accountColumns } from './account-columns';
import { accountName } from './account-name';
import { AccountForm } from './AccountForm';
import { PostingRulesTable } from './PostingRulesTable';
import { useAccounts, usePostingRules } from './use-accounting-settings';

/**
 * The account being edited: none, a new one, or the code of a row of the chart. The form reads the
 * row from the chart as it is now, so a rule pointed elsewhere a moment ago frees its switch.
 */
type Editing = { code: string | null } | null;

/**
 * Accounting settings (docs/accounting.md §2, §3), for holders of `accounting-settings`: the chart
 * of accounts, added to, renamed and deactivated in a dialog, and the posting rules, each leg's
 * account chosen in its row.
 */
export function AccountingSettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const accounts = useAccounts();
  const rules = usePostingRules();
  const [editing, setEditing] = useState<Editing>(null);
  const name = (row: TAccountRow) => accountName(row, language);
  const chart = accounts.data?.items ?? [];
  // An account deleted meanwhile closes its form rather than turning it into a new one.
  const editedRow = editing?.code ? chart.find((row) => row.code === editing.code) : null;
  return (
    <Stack gap="lg" data-testid="accounting-settings-page">
      <PageHeader
        title={t('accountingSettings.title')}
        subtitle={t('accountingSettings.subtitle')}
        actions={<AddButton label={t('accountingSettings.add')} onClick={() => setEditing({ code: null })} testId="account-add" />}
      />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <SectionHeading title={t('accountingSettings.chart')} hint={t('accountingSettings.chartHint')} />
          <DataTable
            columns={accountColumns(t, { name, onEdit: (row) => setEditing({ code: row.code }) })}
            rows={chart}
            rowKey={(row) => row.code}
            rowAttributes={(row) => ({ 'data-testid': 'account-row', 'data-code': row.code })}
            state={accounts}
            emptyText={t('accountingSettings.empty')}
            minWidth={720}
            testId="accounts"
          />
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <SectionHeading title={t('accountingSettings.rules')} hint={t('accountingSettings.rulesHint')} />
          <PostingRulesTable rules={rules.data?.items ?? []} accounts={chart} name={name} state={rules} />
        </Stack>
      </Card>
      {editing && editedRow !== undefined ? <AccountForm row={editedRow} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
