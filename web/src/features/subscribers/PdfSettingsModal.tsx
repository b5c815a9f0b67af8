import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPdfSettings } from '../../../../contract/letterhead';
import { LetterheadForm } from '../company-settings/LetterheadForm';

/** The letterhead's form (docs/letterhead.md), opened from the subscribers page whose reports it heads. */
export function PdfSettingsModal({ settings, onClose }: { settings: TPdfSettings; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('subscribers.pdfSettings.title')} size="lg" centered>
      <LetterheadForm settings={settings} onCancel={onClose} onSaved={onClose} />
    </Modal>
  );
}
