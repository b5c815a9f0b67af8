import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsPermission } from '../../../../contract/permissions';
import { Day } from '../../app/Day';
import { QueryItems } from '../../app/QueryState';
import { useSessionUser } from '../session/use-session';
import { DocumentsModal } from './DocumentsModal';
import { useExpiringDocuments } from './use-documents';

/**
 * The individuals whose identity document expires within 30 days (documents.expiring), shown to
 * holders of kyc-documents on the individuals screen; a name opens that individual's documents.
 */
export function ExpiringDocumentsCard() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const allowed = user ? holdsPermission(user.permissions, 'kyc-documents') : false;
  const expiring = useExpiringDocuments(allowed);
  // The last individual opened stays named while their dialog closes: only `shown` changes.
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [shown, setShown] = useState(false);
  if (!allowed) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="expiring-documents">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} aria-hidden />
          <Text fw={600} component="h2" size="md" m={0}>
            {t('documents.expiring.title', { days: expiring.data?.withinDays ?? 30 })}
          </Text>
        </Group>
        <QueryItems query={expiring} empty={t('documents.expiring.none')} emptySize="sm">
          {(items) => (
            <List spacing={4} listStyleType="none" p={0} data-testid="expiring-documents-list">
              {items.map((item) => (
                <List.Item key={item.id} data-testid="expiring-document" data-individual={item.individualId}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => {
                        setPerson({ id: item.individualId, name: item.individualName });
                        setShown(true);
                      }}
                      dir="auto"
                    >
                      {item.individualName}
                    </Anchor>
                    <Badge variant="light" color="orange">
                      {t(`documents.types.${item.docType}`)}
                    </Badge>
                    <Text size="sm">
                      {t('documents.expiresOn')}: <Day value={item.expiresOn} />
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </QueryItems>
      </Stack>
      {person ? (
        <DocumentsModal owner={{ ownerKind: 'individual', ownerId: person.id }} title={person.name} opened={shown} onClose={() => setShown(false)} />
      ) : null}
    </Paper>
  );
}
