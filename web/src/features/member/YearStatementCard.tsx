import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_STATEMENT_YEAR, STATEMENT_FORMATS, type StatementFormat } from '../../../../contract/statements';
import { apiHref } from '../../api/client';
import { DownloadButton } from '../../app/DownloadButton';
import { isLanguage } from '../../i18n/languages';

/** The server writes the statement in the reader's language; the browser downloads it from this address. */
export function yearStatementUrl(year: string, format: StatementFormat, language: string): string {
  return apiHref('/api/statements/year', { query: { year, format, lang: language } });
}

/** How many years the picker offers: a list short enough to show whole, with no scroll region inside it. */
const OFFERED_YEARS = 10;

/** Years a statement can cover, newest first: the current one and the nine before it, none before the first statement year. */
function statementYears(now: Date = new Date()): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear(); year >= FIRST_STATEMENT_YEAR && years.length < OFFERED_YEARS; year -= 1) years.push(String(year));
  return years;
}

/** docs/money.md §8: the member downloads a year of their profits, approved requests and capital movements, per currency. */
export function YearStatementCard() {
  const { t, i18n } = useTranslation();
  const years = statementYears();
  const [year, setYear] = useState(years[0]!);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Card withBorder padding="md" mb="md" data-testid="year-statement">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('yearStatement.action')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('yearStatement.intro')}
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('yearStatement.year')}
            data={years}
            value={year}
            onChange={(value) => setYear(value ?? years[0]!)}
            allowDeselect={false}
            maxDropdownHeight={480}
            w={120}
            data-testid="year-statement-year"
          />
          {STATEMENT_FORMATS.map((format) => (
            <DownloadButton
              key={format}
              href={yearStatementUrl(year, format, lang)}
              fileName={`year-statement-${year}.${format}`}
              testId={`year-statement-${format}`}
            >
              {t(format === 'pdf' ? 'yearStatement.downloadPdf' : 'yearStatement.downloadXlsx')}
            </DownloadButton>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
