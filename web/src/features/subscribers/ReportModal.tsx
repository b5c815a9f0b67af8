import { Button, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberRow } from '../../../../contract/subscribers';
import { DateField } from '../../app/inputs/DateField';
import { ModalActions } from '../../app/ModalActions';
import { isLanguage } from '../../i18n/languages';
import { reportUrl } from './use-subscribers';

/** Pick the period and language; the PDF opens in a new tab (the server checks the dates). */
export function ReportModal({ row, onClose }: { row: TSubscriberRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(row.subscriptionDate);
  const [to, setTo] = useState(new Date().toISOString().slice(0, 10));
  const [lang, setLang] = useState(isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <Modal opened onClose={onClose} title={t('subscribers.report.title')} centered>
      <Stack>
        <Text size="sm">{row.name}</Text>
        <SimpleGrid cols={2}>
          <DateField label={t('subscribers.report.from')} value={from} onChange={setFrom} data-testid="report-from" />
          <DateField label={t('subscribers.report.to')} value={to} onChange={setTo} data-testid="report-to" />
        </SimpleGrid>
        <SegmentedControl
          value={lang}
          onChange={(code) => isLanguage(code) && setLang(code)}
          data={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
            { value: 'ar', label: 'العربية' },
          ]}
        />
        <ModalActions onCancel={onClose}>
          <Button
            component="a"
            href={reportUrl(row.id, { from, to, lang })}
            target="_blank"
            rel="noopener"
            disabled={!from || !to || from > to}
            data-testid="report-open"
          >
            {t('subscribers.report.open')}
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
