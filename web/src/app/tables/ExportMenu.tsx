import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiPath } from '../../api/client';
import { exportHref } from './export-href';

/** The exports the server has as both `.xlsx` and `.csv`, named without their extension. */
export type ExportBase = {
  [P in ApiPath<'get'>]: P extends `${infer Base}.xlsx` ? (`${Base}.csv` extends ApiPath<'get'> ? Base : never) : never;
}[ApiPath<'get'>];

type ExportMenuProps = {
  /** The export's address without its extension: `/api/operations/export` gives `.xlsx` and `.csv`. */
  path: ExportBase;
  query: Record<string, string | undefined>;
  /** The visible columns in their order. */
  columns: readonly string[] | null;
  formats?: readonly ('xlsx' | 'csv')[];
  /** The button's words, "Export this view" unless told. */
  label?: string;
  testId: string;
};

/** "Export this view": exactly the list on screen — filters, sort, columns and language (docs/architecture.md §8). */
export function ExportMenu({ path, query, columns, formats = ['xlsx', 'csv'], label, testId }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} data-testid={testId}>
          {label ?? t('tables.exportLabel')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item
            key={format}
            component="a"
            href={exportHref(`${path}.${format}`, query, columns, i18n.language)}
            download
            data-testid={`${testId}-${format}`}
          >
            {t(format === 'xlsx' ? 'tables.exportXlsx' : 'tables.exportCsv')}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
