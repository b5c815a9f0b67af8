import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './StatusMessage';

/** Modules that later issues build: an honest state, never made-up figures. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<IconClockHour4 size={32} />}
      color="gray"
      title={t('notAvailable.title')}
      description={t('notAvailable.text')}
    />
  );
}
