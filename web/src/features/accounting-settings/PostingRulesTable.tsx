import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAccountRow, TPostingRuleRow } from '../../../../contract/accounting-settings';
import { translateError } from '../../api/translate-error';
import { DataTable, type DataColumn, type ListState } from '../../app/tables/DataTable';
import { toastError, toastSuccess } from '../../app/toast';
import { useSavePostingRule } from './use-accounting-settings';

type Props = {
  rules: readonly TPostingRuleRow[];
  accounts: readonly TAccountRow[];
  name: (account: TAccountRow) => string;
  state: ListState;
};

/**
 * The posting rules (docs/accounting.md §3): each event's leg, its side, and the account it posts to,
 * chosen among the active accounts that carry the leg's party (or none when the leg has none); the
 * server checks the same again.
 */
export function PostingRulesTable({ rules, accounts, name, state }: Props) {
  const { t } = useTranslation();
  const save = useSavePostingRule();
  const names = (rule: TPostingRuleRow) => ({
    eventName: t(`accountingSettings.events.${rule.event}`),
    legName: t(`accountingSettings.legs.${rule.leg}`),
  });
  const options = (rule: TPostingRuleRow) =>
    accounts
      .filter((account) => account.code === rule.accountCode || (account.active && account.partyKind === rule.partyKind))
      .map((account) => ({ value: account.code, label: `${account.code} — ${name(account)}` }));
  const change = (rule: TPostingRuleRow, code: string | null) => {
    if (!code || code === rule.accountCode) return;
    save.mutate(
      { event: rule.event, leg: rule.leg, accountCode: code },
      {
        onSuccess: () => toastSuccess(t('accountingSettings.ruleSaved', { ...names(rule), code })),
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };
  const columns: DataColumn<TPostingRuleRow>[] = [
    { key: 'event', label: t('accountingSettings.columns.event'), cell: (rule) => names(rule).eventName },
    {
      key: 'leg',
      label: t('accountingSettings.columns.leg'),
      cell: (rule) => (
        <Text size="sm">
          {names(rule).legName}
          {rule.partyKind ? (
            <Text span size="xs" c="dimmed">
              {' '}
              ({t(`accountingSettings.partyKinds.${rule.partyKind}`)})
            </Text>
          ) : null}
        </Text>
      ),
    },
    { key: 'side', label: t('accountingSettings.columns.side'), cell: (rule) => t(`accountingSettings.sides.${rule.side}`) },
    {
      key: 'account',
      label: t('accountingSettings.columns.account'),
      cell: (rule) => (
        <Select
          aria-label={t('accountingSettings.accountFor', names(rule))}
          data={options(rule)}
          value={rule.accountCode}
          onChange={(code) => change(rule, code)}
          allowDeselect={false}
          searchable
          disabled={save.isPending}
          miw={220}
          // The whole chart in one list, without a scroll area of its own: options take no focus (the
          // picker keeps it), and a scrolled region with nothing focusable is out of a keyboard's reach.
          withScrollArea={false}
          data-testid="posting-rule-account"
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={[...rules]}
      rowKey={(rule) => `${rule.event}.${rule.leg}`}
      rowAttributes={(rule) => ({ 'data-testid': 'posting-rule-row', 'data-event': rule.event, 'data-leg': rule.leg })}
      state={state}
      emptyText={t('accountingSettings.rulesEmpty')}
      minWidth={720}
      testId="posting-rules"
    />
  );
}
