import { ActionIcon, Button, Group, Indicator, Popover, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TNotification } from '../../../../contract/notifications';
import type { Currency } from '../../../../domain';
import { useFormatMoney } from '../../app/Money';
import { useFormat } from '../../i18n/format';
import { notificationPath, notificationText } from './notification-text';
import { useMarkRead, useNotifications } from './use-notifications';

/**
 * The shell's bell (docs/operations.md §14): how many notifications are unread, and the latest ones
 * written in the reader's language; opening one marks it read and goes to what it tells.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const dropdownRef = useRef<HTMLDivElement>(null);
  const markRead = useMarkRead();
  const format = useFormat();
  const formatMoney = useFormatMoney();
  const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency);
  const { unread, items, query } = notifications;
  const open = (item: TNotification) => {
    if (!item.read) markRead.mutate(item.id);
    setOpened(false);
    void navigate(notificationPath(item));
  };
  // The first of the older ones takes the focus, so that a keyboard user reads on from where the list
  // grew: once they are drawn (the page's answer can come before the render that shows it).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    dropdownRef.current?.querySelectorAll<HTMLElement>('[data-testid="notification"]')[from]?.focus();
  }, [items.length]);
  const showOlder = () => {
    focusFrom.current = items.length;
    void query.fetchNextPage();
  };
  return (
    <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={18} offset={4} color="red" data-testid="notifications-count">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={t('notifications.open', { count: unread })}
            data-testid="notifications-menu"
          >
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown ref={dropdownRef} data-testid="notifications-dropdown">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h5">
                {t('notifications.title')}
              </Title>
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={unread === 0}
                loading={markRead.isPending}
                onClick={() => markRead.mutate(null)}
                data-testid="notifications-read-all"
              >
                {t('notifications.readAll')}
              </Button>
            </Group>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('notifications.none')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }} tabIndex={-1}>
                {items.map((item) => (
                  <li key={item.id}>
                    <UnstyledButton
                      onClick={() => open(item)}
                      p="xs"
                      w="100%"
                      style={{ borderRadius: 'var(--mantine-radius-sm)', background: item.read ? undefined : 'var(--mantine-color-default-hover)' }}
                      data-testid="notification"
                      data-kind={item.kind}
                      data-read={item.read}
                    >
                      <Text size="sm" fw={item.read ? 400 : 700}>
                        {item.read ? null : <VisuallyHidden>{t('notifications.unread')} </VisuallyHidden>}
                        {notificationText(t, format, money, item)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {format.dateTime(item.createdAt)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )}
            {items.length > 0 ? (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" role="status" data-testid="notifications-shown">
                  {t('notifications.shown', { count: items.length })}
                  {!query.hasNextPage && (query.data?.pages.length ?? 0) > 1 ? ` · ${t('notifications.noOlder')}` : ''}
                </Text>
                {query.hasNextPage ? (
                  <Button variant="default" size="compact-sm" loading={query.isFetchingNextPage} onClick={showOlder} data-testid="notifications-older">
                    {t('notifications.older')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
