import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './StatusMessage';

export function AccessDenied() {
  const { t } = useTranslation();
  return <StatusMessage icon={<IconLock size={32} />} color="red" title={t('access.deniedTitle')} description={t('access.deniedText')} />;
}
