import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterText, ListFilters } from '../../app/tables/ListFilters';
import type { ListView, SavedViewParts } from '../../app/tables/use-list-view';
import { entityLabel } from './audit-columns';

export const AUDIT_FILTERS = ['actor', 'entity', 'action', 'from', 'to'] as const;
type AuditFilter = (typeof AUDIT_FILTERS)[number];

/** Entities the app writes today; a filter on another one still works through the list's own rows. */
// As the server writes them (older rows keep the underscore forms, part of their chained hash).
const KNOWN_ENTITIES = [
  'user',
  'operation',
  'product-sale',
  'subscriber',
  'individual',
  'balance-transaction',
  'company-settings',
  'pdf-settings',
  'month',
  'monthly-profit',
  'profit-request',
  'sub-allocation',
  'mediator_percentage',
  'distribution_run',
  'distribution-proposal',
  'period',
  'user_preference',
  'database',
];

/** Who, what kind of thing, which action, and over which days: the audit log's filters, kept in the URL. */
export function AuditFilters({
  view,
}: {
  view: Pick<ListView<string, AuditFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter' | 'setFilters' | 'typeFilter' | SavedViewParts>;
}) {
  const { t } = useTranslation();
  return (
    <ListFilters view={view}>
      <FilterText view={view} name="actor" label={t('auditLog.filters.actor')} placeholder={t('auditLog.filters.actorPlaceholder')} testId="audit-actor" />
      <Select
        label={t('auditLog.filters.entity')}
        placeholder={t('common.all')}
        data={KNOWN_ENTITIES.map((code) => ({ value: code, label: entityLabel(t, code) }))}
        value={view.filters.entity || null}
        onChange={(value) => view.setFilter('entity', value)}
        clearable
        searchable
        miw={180}
        data-testid="audit-entity"
      />
      <FilterText
        view={view}
        name="action"
        label={t('auditLog.filters.action')}
        placeholder={t('auditLog.filters.actionPlaceholder')}
        testId="audit-action"
        dir="ltr"
      />
      <FilterPeriod view={view} labels={{ from: t('auditLog.filters.from'), to: t('auditLog.filters.to') }} testId="audit" />
    </ListFilters>
  );
}
