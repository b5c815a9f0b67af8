import { ActionIcon, Box, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A record shown by its name, its id one click (or Enter) away for support: a native disclosure,
 * which every browser and screen reader already opens from the keyboard, with the id to copy.
 */
export function RecordName({ name, id }: { name: string; id: string }) {
  const { t } = useTranslation();
  return (
    <Box component="details" data-testid="audit-record" data-id={id} style={{ display: 'inline-block' }}>
      <Box component="summary" style={{ cursor: 'pointer' }} title={t('auditLog.showId')}>
        <Text span inherit dir="auto">
          {name}
        </Text>
      </Box>
      <Group gap={4} wrap="nowrap">
        <Text span size="xs" ff="monospace" dir="ltr" data-testid="audit-record-id" style={{ wordBreak: 'break-all' }}>
          {id}
        </Text>
        <CopyButton value={id}>
          {({ copied, copy }) => (
            <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={copied ? t('auditLog.idCopied') : t('auditLog.copyId')}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          )}
        </CopyButton>
      </Group>
    </Box>
  );
}
