import { Alert, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfitExplanation } from '../../../../contract/profit-explanations';
import { toDecimalString } from '../../../../domain';
import { Day } from '../../app/Day';
import { DownloadButton } from '../../app/DownloadButton';
import { ModalActions } from '../../app/ModalActions';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { isLanguage } from '../../i18n/languages';
import { explanationPdfUrl, useProfitExplanation } from './use-profit-explanation';
import { DayCell, ScrollTable, TableHead } from '../../app/tables/PlainTable';

/** A count, percentage or fraction kept left to right inside Arabic text. */
function Figure({ children }: { children: ReactNode }) {
  return (
    <Text span inherit dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

function Facts({ rows, testId }: { rows: Array<[string, ReactNode]>; testId: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400} c="dimmed" w="55%">
              {label}
            </Table.Th>
            <Table.Td fw={600}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A titled group of facts: its heading, then its label and value rows. */
function FactsSection({ title, rows, testId }: { title: string; rows: Array<[string, ReactNode]>; testId: string }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Facts testId={testId} rows={rows} />
    </>
  );
}

function Body({ explanation }: { explanation: TProfitExplanation }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`profitExplanation.${key}`);
  const { currency, pool, investor, share, commissions } = explanation;
  const money = (amount: string) => <Money amount={amount} currency={currency} />;
  const weight = (minorDays: string) => (
    <>
      <Money amount={toDecimalString({ amountMinor: BigInt(minorDays), currency })} currency={currency} /> × {k('dayUnit')}
    </>
  );
  return (
    <Stack gap="sm">
      <Facts
        testId="explanation-overview"
        rows={[
          [k('investor'), investor.name],
          [
            k('period'),
            <>
              <Day value={explanation.periodStart} /> — <Day value={explanation.periodEnd} />
            </>,
          ],
          [k('source'), k(`sources.${explanation.source}`)],
          [k('method'), k(`methods.${explanation.method}`)],
          [k('runDate'), <Day value={explanation.runAt.slice(0, 10)} />],
        ]}
      />
      <FactsSection
        title={k('pool')}
        testId="explanation-pool"
        rows={[
          [k('baseTotal'), money(pool.baseTotal)],
          [k('investorPercentage'), <Figure>{pool.investorPercentage} %</Figure>],
          [k('investorPart'), money(pool.investorPart)],
          [k('loss'), money(pool.loss)],
          [k('distributable'), money(pool.distributable)],
          [k('special'), money(pool.special)],
          [k('investorCount'), <Figure>{pool.investorCount}</Figure>],
          [k('totalWeight'), weight(pool.totalWeightMinorDays)],
        ]}
      />
      <FactsSection
        title={k('capital')}
        testId="explanation-capital"
        rows={[
          [k('subscriptionDate'), <Day value={investor.subscriptionDate} />],
          [k('activeFrom'), <Day value={investor.activeFrom} />],
          [k('daysActive'), <Figure>{investor.daysActive}</Figure>],
          [k('daysInMonth'), <Figure>{explanation.daysInMonth}</Figure>],
          [k('monthEndBalance'), money(investor.monthEndBalance)],
          [k('weight'), weight(investor.weightMinorDays)],
        ]}
      />
      <Text size="sm" c="dimmed">
        {k(explanation.method === 'daily-product' ? 'weightDaily' : 'weightMonthEnd')}
      </Text>
      {explanation.method === 'daily-product' ? (
        <ScrollTable minWidth={520}>
          <Table striped data-testid="explanation-segments">
            <Table.Caption>{k('segments')}</Table.Caption>
            <TableHead labels={['from', 'to', 'days', 'balance', 'counted', 'product'].map(k)} />
            <Table.Tbody>
              {investor.segments.map((segment) => (
                <Table.Tr key={segment.from} data-testid="explanation-segment">
                  <DayCell value={segment.from} />
                  <DayCell value={segment.to} />
                  <Table.Td>
                    <Figure>{segment.days}</Figure>
                  </Table.Td>
                  <Table.Td>{money(segment.balance)}</Table.Td>
                  <Table.Td>{money(segment.counted)}</Table.Td>
                  <Table.Td>{weight(segment.productMinorDays)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : null}
      <FactsSection
        title={k('share')}
        testId="explanation-share"
        rows={[
          [k('capitalPercentage'), <Figure>{share.capitalPercentage} %</Figure>],
          [
            k('exact'),
            <Figure>
              {share.exact} {currency}
            </Figure>,
          ],
          [k('floor'), money(share.floor)],
          [
            k('remainder'),
            <Figure>
              {share.remainderMinorDays} / {pool.totalWeightMinorDays}
            </Figure>,
          ],
          [k('leftoverUnits'), <Figure>{share.leftoverUnits}</Figure>],
          [k('remainderRank'), share.remainderRank === null ? k('noRemainder') : <Figure>{share.remainderRank}</Figure>],
          [k('unitAdded'), <span data-testid="explanation-unit-added">{k(share.unitAdded ? 'yes' : 'no')}</span>],
          [k('computed'), money(share.computed)],
          [k('posted'), <span data-testid="explanation-posted">{money(share.posted)}</span>],
        ]}
      />
      {share.reproducesPosted ? null : <Alert color="yellow">{k('notReproduced')}</Alert>}
      <Title order={3} size="h5">
        {k('commissions')}
      </Title>
      {commissions.distributed && commissions.rows.length > 0 ? (
        <>
          <Facts testId="explanation-month-profit" rows={[[k('monthProfit'), money(commissions.investorMonthProfit)]]} />
          <ScrollTable minWidth={480}>
            <Table striped data-testid="explanation-commissions">
              <TableHead labels={['mediator', 'percentage', 'commission', 'postedTotal'].map(k)} />
              <Table.Tbody>
                {commissions.rows.map((row) => (
                  <Table.Tr key={row.mediatorId}>
                    <Table.Td>{row.mediatorName}</Table.Td>
                    <Table.Td>
                      <Figure>{row.percentage} %</Figure>
                    </Table.Td>
                    <Table.Td>{money(row.commission)}</Table.Td>
                    <Table.Td>{row.postedTotal === null ? '—' : money(row.postedTotal)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {k('noCommissions')}
        </Text>
      )}
      {explanation.adjustments.rows.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {k('adjustments')}
          </Title>
          <Facts testId="explanation-adjusted-amount" rows={[[k('adjustedAmount'), money(explanation.adjustments.adjustedAmount)]]} />
          <ScrollTable minWidth={480}>
            <Table striped data-testid="explanation-adjustments">
              <TableHead labels={['adjustmentDate', 'adjustmentReason', 'adjustmentDifference'].map(k)} />
              <Table.Tbody>
                {explanation.adjustments.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <DayCell value={row.postedOn} />
                    <Table.Td>{row.reason}</Table.Td>
                    <Table.Td>{money(row.difference)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * How a profit row was computed, to the unit (docs/distribution.md §17), with its PDF in the
 * reader's language. Opened from the member's profits, the distribution report and wherever staff
 * see an investor's profit rows.
 */
export function ProfitExplanationModal({ profitRowId, onClose }: { profitRowId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const explanation = useProfitExplanation(profitRowId);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Modal
      opened={profitRowId !== null}
      onClose={onClose}
      title={t('profitExplanation.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('profitExplanation.close') }}
      data-testid="explanation-modal"
    >
      <QueryState query={explanation}>
        {explanation.data ? (
          <Stack>
            <Body explanation={explanation.data} />
            <ModalActions onCancel={onClose} cancelLabel={t('profitExplanation.close')}>
              <DownloadButton
                variant="filled"
                href={explanationPdfUrl(explanation.data.profitRowId, lang)}
                fileName={`profit-explanation-${explanation.data.profitRowId}.pdf`}
                testId="explanation-pdf"
              >
                {t('profitExplanation.downloadPdf')}
              </DownloadButton>
            </ModalActions>
          </Stack>
        ) : null}
      </QueryState>
    </Modal>
  );
}
