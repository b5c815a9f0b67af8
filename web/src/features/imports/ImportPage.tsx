import { Button, Card, Group, Stack } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../../../../contract/imports';
import { PageHeader } from '../../app/PageHeader';
import { ImportFileInput } from './ImportFileInput';
import { ImportHistory } from './ImportHistory';
import { ImportJobCard } from './ImportJobCard';
import { ImportKindChoice } from './ImportKindChoice';
import { ImportOutcome } from './ImportOutcome';
import { ImportPreviewCard } from './ImportPreviewCard';
import { TemplateLinks } from './TemplateLinks';
import { UploadState } from './UploadState';
import { useImportUpload } from './use-imports';

/** Bulk import (docs/import.md): a template, an upload, a dry run of every row, then all rows or none. */
export function ImportPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('individuals');
  const [file, setFile] = useState<File | null>(null);
  const { preview, commit, progress } = useImportUpload();
  const checked = preview.data?.kind === kind ? preview.data : null;
  // A new kind or file makes the last check and import answers stale.
  const thenReset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      preview.reset();
      commit.reset();
    };
  const busy = preview.isPending || commit.isPending;
  const canCommit = checked !== null && checked.counts.error === 0 && !checked.alreadyImported && !busy && file !== null;
  return (
    <Stack gap="lg" data-testid="import-page">
      <PageHeader title={t('import.title')} subtitle={t('import.subtitle')} />
      <Card withBorder padding="md">
        <Stack gap="md">
          <ImportKindChoice kind={kind} onChange={thenReset(setKind)} />
          <TemplateLinks kind={kind} />
          <ImportFileInput file={file} onChange={thenReset(setFile)} />
          <Group>
            <Button
              leftSection={<IconFileImport size={16} />}
              disabled={!file || busy}
              onClick={() => file && preview.mutate({ kind, file })}
              data-testid="import-preview"
            >
              {t('import.preview')}
            </Button>
            <Button color="teal" disabled={!canCommit} onClick={() => file && commit.mutate({ kind, file })} data-testid="import-commit">
              {t('import.commit')}
            </Button>
          </Group>
          {progress ? <UploadState progress={progress} /> : null}
          <ImportOutcome preview={preview} commit={commit} />
        </Stack>
      </Card>
      {/* This page's own commit shows its progress above; a commit started before, from here or elsewhere, is found here. */}
      {commit.isIdle ? <ImportJobCard /> : null}
      {checked && !commit.data ? <ImportPreviewCard checked={checked} /> : null}
      <ImportHistory />
    </Stack>
  );
}
