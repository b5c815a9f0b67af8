import { Alert, Anchor, Button, Card, FileInput, Group, Loader, Progress, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, type ImportKind } from '../../../../contract/imports';
import { translateError } from '../../api/translate-error';
import { QueryState } from '../../app/QueryState';
import { useFormat } from '../../i18n/format';
import { ImportJobCard } from './ImportJobCard';
import { ImportPreviewTable } from './ImportPreviewTable';
import { useImportList, useImportUpload, type UploadProgress } from './use-imports';

function UploadState({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (progress.rows) {
    const { done, total } = progress.rows;
    const label = t('import.rows', { done: format.number(String(done)), total: format.number(String(total)) });
    return (
      <Stack gap={4} data-testid="import-row-progress">
        <Text size="sm">{label}</Text>
        <Progress value={total === 0 ? 100 : Math.floor((done * 100) / total)} aria-label={label} />
      </Stack>
    );
  }
  if (progress.sentPercent === null) {
    return (
      <Group gap="xs" data-testid="import-checking">
        <Loader size="xs" />
        <Text size="sm">{t('import.checking')}</Text>
      </Group>
    );
  }
  return <Progress value={progress.sentPercent} aria-label={t('import.uploading', { percent: progress.sentPercent })} data-testid="import-upload-progress" />;
}

function ImportHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useImportList();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="sm">
        {t('import.history')}
      </Title>
      <QueryState query={list}>
        {(list.data?.items.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('import.noHistory')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="import-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.columns.when')}</Table.Th>
                  <Table.Th>{t('import.columns.kind')}</Table.Th>
                  <Table.Th>{t('import.columns.file')}</Table.Th>
                  <Table.Th>{t('import.columns.imported')}</Table.Th>
                  <Table.Th>{t('import.columns.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{format.dateTime(item.createdAt)}</Table.Td>
                    <Table.Td>{t(`import.kinds.${item.kind}`)}</Table.Td>
                    <Table.Td>{item.fileName}</Table.Td>
                    <Table.Td>
                      {t('import.importedOf', { imported: format.number(String(item.importedCount)), total: format.number(String(item.rowCount)) })}
                    </Table.Td>
                    <Table.Td>{item.actorName ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Card>
  );
}

/** Bulk import (docs/import.md): a template, an upload, a dry run of every row, then all rows or none. */
export function ImportPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [kind, setKind] = useState<ImportKind>('individuals');
  const [file, setFile] = useState<File | null>(null);
  const { preview, commit, progress } = useImportUpload();
  const checked = preview.data?.kind === kind ? preview.data : null;
  const reset = () => {
    preview.reset();
    commit.reset();
  };
  const template = (fileFormat: 'csv' | 'xlsx') => `/api/imports/template?kind=${kind}&format=${fileFormat}&lang=${encodeURIComponent(i18n.language)}`;
  const busy = preview.isPending || commit.isPending;
  const canCommit = checked !== null && checked.counts.error === 0 && !checked.alreadyImported && !busy && file !== null;
  return (
    <Stack gap="lg" data-testid="import-page">
      <div>
        <Title order={2}>{t('import.title')}</Title>
        <Text c="dimmed">{t('import.subtitle')}</Text>
      </div>
      <Card withBorder padding="md">
        <Stack gap="md">
          {/* Six kinds: radios that wrap, so the choice fits a phone's width (docs/import.md §1). */}
          <Radio.Group
            label={t('import.kind')}
            value={kind}
            onChange={(next) => {
              setKind(next as ImportKind);
              reset();
            }}
            data-testid="import-kind"
          >
            <Group gap="md" mt="xs">
              {IMPORT_KINDS.map((value) => (
                <Radio key={value} value={value} label={t(`import.kinds.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
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
          <FileInput
            label={t('import.file')}
            description={t('import.fileHint')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(next) => {
              setFile(next);
              reset();
            }}
            clearable
            data-testid="import-file"
          />
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
        </Stack>
      </Card>
      {/* This page's own commit shows its progress above; a commit started before, from here or elsewhere, is found here. */}
      {commit.isIdle ? <ImportJobCard /> : null}
      {checked && !commit.data ? (
        <Card withBorder padding="md" data-testid="import-preview-result">
          <Stack gap="sm">
            <Text fw={600} data-testid="import-counts">
              {t('import.counts', {
                rows: format.number(String(checked.rowCount)),
                ok: format.number(String(checked.counts.ok)),
                warning: format.number(String(checked.counts.warning)),
                error: format.number(String(checked.counts.error)),
                exists: format.number(String(checked.counts.exists)),
              })}
            </Text>
            {checked.alreadyImported ? <Alert color="yellow">{t('import.alreadyImported')}</Alert> : null}
            {checked.counts.error > 0 ? <Alert color="red">{t('import.fixErrors')}</Alert> : null}
            <ImportPreviewTable preview={checked} />
          </Stack>
        </Card>
      ) : null}
      <ImportHistory />
    </Stack>
  );
}
