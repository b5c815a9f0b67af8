import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconBan, IconCheck, IconDots, IconKey, IconLink, IconPlayerPlay, IconShieldOff, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUserRow } from '../../../../contract/users';
import { translateError } from '../../api/translate-error';
import { openConfirm } from '../../app/modals/confirm';
import { toastError, toastSuccess } from '../../app/toast';
import type { UserAction } from './use-users';
import { actionsFor, useUserAction } from './use-users';

/** Withdrawing access ends the user's sessions at once: these ask first, naming the user, and show in red. */
const ASKS_FIRST: ReadonlySet<UserAction> = new Set(['disable-login', 'deactivate']);

const ICONS: Record<UserAction, typeof IconCheck> = {
  approve: IconCheck,
  'disable-login': IconBan,
  deactivate: IconUserOff,
  activate: IconPlayerPlay,
};

export function UserRowActions({
  row,
  onChangeType,
  onLinkIndividual,
  onResetTwoFactor,
}: {
  row: TUserRow;
  onChangeType: () => void;
  onLinkIndividual: () => void;
  onResetTwoFactor: () => void;
}) {
  const { t } = useTranslation();
  const act = useUserAction();
  // The promise, not mutate's callbacks: the row may re-render away (a refetch) before the answer.
  const send = (action: UserAction) =>
    act.mutateAsync({ id: row.id, action }).then(
      () => toastSuccess(t(`users.done.${action}`)),
      (error: unknown) => toastError(translateError(t, error)),
    );
  const run = (action: UserAction) => {
    if (!ASKS_FIRST.has(action)) return void send(action);
    void openConfirm({
      title: t(`users.actions.${action}`),
      children: <Text size="sm">{t(`users.confirm.${action}`, { name: row.name })}</Text>,
      labels: { confirm: t(`users.actions.${action}`), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'user-action-confirm' } as Record<string, unknown>,
      onConfirm: () => void send(action),
    });
  };
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('users.actionsFor', { name: row.name })} loading={act.isPending} data-testid="user-actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actionsFor(row).map((action) => {
          const ActionIconGlyph = ICONS[action];
          return (
            <Menu.Item
              key={action}
              leftSection={<ActionIconGlyph size={16} />}
              onClick={() => run(action)}
              data-testid={`user-action-${action}`}
              color={ASKS_FIRST.has(action) ? 'red' : 'teal'}
            >
              {t(`users.actions.${action}`)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserCog size={16} />} onClick={onChangeType} data-testid="user-change-type">
          {t('users.changeType')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} />} onClick={onLinkIndividual} data-testid="user-link-individual">
          {t('people.linkTitle')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} component={Link} to={`/app/permissions?user=${encodeURIComponent(row.id)}`}>
          {t('users.editPermissions')}
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldOff size={16} />} color="red" onClick={onResetTwoFactor} data-testid="user-reset-two-factor">
          {t('twoFactor.reset.action')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
