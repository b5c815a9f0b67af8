import { Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, apiHref } from '../../api/client';
import { DownloadButton } from '../../app/DownloadButton';
import { QueryItems } from '../../app/QueryState';
import { useFormat } from '../../i18n/format';
import { isLanguage } from '../../i18n/languages';

/** The server writes the statement in the reader's language; the browser downloads it from this address. */
export function monthStatementUrl(params: { year: number; month: number; subscriberId: string; language: string }): string {
  return apiHref('/api/statements/{year}/{month}/pdf', {
    path: { year: String(params.year), month: String(params.month) },
    query: { subscriberId: params.subscriberId, lang: params.language },
  });
}

/** docs/operations.md §15: every month since the member subscribed, newest first, a PDF per subscription. */
export function StatementsTab() {
  const { t, i18n } = useTranslation();
  const months = useQuery({ queryKey: ['me', 'statements'], queryFn: () => api.get('/api/statements') });
  const format = useFormat();
  const formatMonth = (year: number, month: number) => format.month(`${year}-${String(month).padStart(2, '0')}`);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Stack>
      <Text c="dimmed">{t('monthStatements.intro')}</Text>
      <QueryItems query={months} empty={t('monthStatements.none')}>
        {(items) => (
          <Table data-testid="statement-months" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('monthStatements.month')}</Table.Th>
                <Table.Th scope="col">{t('monthStatements.download')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const label = formatMonth(item.year, item.month);
                return (
                  <Table.Tr key={`${item.year}-${item.month}`} data-testid="statement-month">
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        {item.subscriptions.map((subscription) => (
                          <DownloadButton
                            key={subscription.subscriberId}
                            href={monthStatementUrl({ ...item, subscriberId: subscription.subscriberId, language })}
                            fileName={`statement-${item.year}-${String(item.month).padStart(2, '0')}-${subscription.currency}.pdf`}
                            testId="statement-pdf"
                          >
                            {t('monthStatements.pdf', { month: label, currency: subscription.currency })}
                          </DownloadButton>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </QueryItems>
    </Stack>
  );
}
