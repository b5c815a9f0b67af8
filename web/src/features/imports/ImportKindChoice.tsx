import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, type ImportKind } from '../../../../contract/imports';

/** What the file holds. Six kinds: radios that wrap, so the choice fits a phone's width (docs/import.md §1). */
export function ImportKindChoice({ kind, onChange }: { kind: ImportKind; onChange: (kind: ImportKind) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('import.kind')} value={kind} onChange={(next) => onChange(next as ImportKind)} data-testid="import-kind">
      <Group gap="md" mt="xs">
        {IMPORT_KINDS.map((value) => (
          <Radio key={value} value={value} label={t(`import.kinds.${value}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
