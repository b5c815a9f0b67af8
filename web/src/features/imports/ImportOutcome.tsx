import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../api/translate-error';
import { useFormat } from '../../i18n/format';
import type { useImportUpload } from './use-imports';

type Upload = ReturnType<typeof useImportUpload>;

/** What the last check or import answered: its refusal, or how many rows were imported and found already there. */
export function ImportOutcome({ preview, commit }: Pick<Upload, 'preview' | 'commit'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {preview.error ? (
        <Alert color="red" data-testid="import-error">
          {translateError(t, preview.error)}
        </Alert>
      ) : null}
      {commit.error ? (
        <Alert color="red" data-testid="import-error">
          {translateError(t, commit.error)}
        </Alert>
      ) : null}
      {commit.data ? (
        <Alert color="teal" data-testid="import-result">
          {commit.data.alreadyImported
            ? t('import.alreadyImported')
            : t('import.committed', { imported: format.number(String(commit.data.imported)), existing: format.number(String(commit.data.existing)) })}
        </Alert>
      ) : null}
    </>
  );
}
