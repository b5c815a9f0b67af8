import { Button, Group } from '@mantine/core';
import { IconArrowBack, IconHome, IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusMessage } from './StatusMessage';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<IconMapOff size={32} />}
      color="orange"
      title={t('notFound.title')}
      description={t('notFound.text')}
      actions={
        <Group justify="center" mt="md">
          <Button leftSection={<IconHome size={18} />} onClick={() => navigate('/')}>
            {t('notFound.goHome')}
          </Button>
          <Button variant="default" leftSection={<IconArrowBack size={18} />} onClick={() => navigate(-1)}>
            {t('notFound.goBack')}
          </Button>
        </Group>
      }
    />
  );
}
