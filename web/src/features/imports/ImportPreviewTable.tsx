import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, type ImportKind, type ImportLanguage, type TImportIssue, type TImportPreview } from '../../../../contract/imports';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';

const STATUS_COLOR = { ok: 'teal', warning: 'yellow', error: 'red', exists: 'gray' } as const;

function useIssueText(kind: ImportKind) {
  const { t, i18n } = useTranslation();
  const language = (['en', 'fr', 'ar'].includes(i18n.language) ? i18n.language : 'en') as ImportLanguage;
  return (issue: TImportIssue) => {
    const column = IMPORT_COLUMNS[kind].find((item) => item.key === issue.column)?.labels[language] ?? issue.column;
    const { otherLine } = issue.params;
    const reason =
      issue.level === 'warning'
        ? t(`import.warnings.${issue.code}`)
        : typeof otherLine === 'number'
          ? t('import.repeatedInFile', { line: otherLine })
          : issue.issue
            ? t(`validation.${issue.issue}`)
            : t(`errors.${issue.code}`, issue.params);
    return column ? `${column}: ${reason}` : reason;
  };
}

/** docs/import.md §3: each row's status and, for an error or a warning, its column and reason. */
export function ImportPreviewTable({ preview }: { preview: TImportPreview }) {
  const { t } = useTranslation();
  const issueText = useIssueText(preview.kind);
  return (
    <ScrollTable minWidth={520}>
      <Table striped verticalSpacing="xs" data-testid="import-preview-table">
        <TableHead labels={[t('import.columns.line'), t('import.columns.status'), t('import.columns.message')]} />
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.line} data-testid="import-preview-row" data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[row.status]} variant="light">
                  {t(`import.status.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.issues.map((issue) => (
                  <Text key={`${issue.code}-${issue.column ?? ''}`} size="sm">
                    {issueText(issue)}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
