import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BOOKS_EXPORT_FORMATS } from '../../../../contract/accounting-reports';
import { apiHref } from '../../api/client';
import { useLanguage } from '../../app/inputs/use-language';

type ExportPath =
  | '/api/accounting/trial-balance/export'
  | '/api/accounting/balance-sheet/export'
  | '/api/accounting/income-statement/export'
  | '/api/accounting/general-ledger/export';

/** The buttons' order: the plain data first, the printable page last. */
const FORMATS = ['csv', 'xlsx', 'pdf'] as const satisfies ReadonlyArray<(typeof BOOKS_EXPORT_FORMATS)[number]>;

/**
 * A books report's files (docs/accounting.md §8): CSV, Excel and PDF links carrying the tab's
 * filters, in the reader's language. Plain links, so the browser downloads them itself.
 */
export function ReportExportLinks({ path, query, testId }: { path: ExportPath; query: Record<string, string | undefined>; testId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Group justify="flex-end" gap="sm" role="group" aria-label={t('accounting.exports.links')}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          component="a"
          href={apiHref(path, { query: { ...query, lang, format } })}
          download
          variant="light"
          leftSection={<IconDownload size={16} />}
          data-testid={`${testId}-export-${format}`}
        >
          {t(`accounting.exports.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
