import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../../../../contract/imports';
import { apiHref } from '../../api/client';

/** The kind's template to fill in, as Excel or CSV, its headers in the reader's language (docs/import.md §2). */
export function TemplateLinks({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation();
  const template = (fileFormat: 'csv' | 'xlsx') => apiHref('/api/imports/template', { query: { kind, format: fileFormat, lang: i18n.language } });
  return (
    <Group gap="md">
      <Text size="sm">{t('import.template')}</Text>
      {(['xlsx', 'csv'] as const).map((fileFormat) => (
        <Anchor key={fileFormat} href={template(fileFormat)} download data-testid={`import-template-${fileFormat}`}>
          <Group gap={4}>
            <IconDownload size={16} />
            {t(fileFormat === 'xlsx' ? 'import.excel' : 'import.csv')}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
