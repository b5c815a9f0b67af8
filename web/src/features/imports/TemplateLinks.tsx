import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../../../../contract/imports';

/** The kind's template to fill in, as Excel or CSV, its headers in the reader's language (docs/import.md §2). */
export function TemplateLinks({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation();
  const template = (fileFormat: 'csv' | 'xlsx') => `/api/imports/template?kind=${kind}&format=${fileFormat}&lang=${encodeURIComponent(i18n.language)}`;
  return (
    <Group gap="md">
      <Text size="sm">{t('import.template')}</Text>
      <Anchor href={template('xlsx')} download data-testid="import-template-xlsx">
        <Group gap={4}>
          <IconDownload size={16} />
          {t('import.excel')}
        </Group>
      </Anchor>
      <Anchor href={template('csv')} download data-testid="import-template-csv">
        <Group gap={4}>
          <IconDownload size={16} />
          {t('import.csv')}
        </Group>
      </Anchor>
    </Group>
  );
}
