import { FileInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The file to import: CSV or Excel, one sheet (docs/import.md §1). */
export function ImportFileInput({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation();
  return (
    <FileInput
      label={t('import.file')}
      description={t('import.fileHint')}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      value={file}
      onChange={onChange}
      clearable
      data-testid="import-file"
    />
  );
}
