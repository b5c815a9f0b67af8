import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDots, IconFiles, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLedgerRow } from '../../../../contract/ledger';
import { translateError } from '../../api/translate-error';
import { openConfirm } from '../../app/modals/confirm';
import { toastError, toastSuccess } from '../../app/toast';
import { isLanguage } from '../../i18n/languages';
import { DocumentsModal } from '../documents/DocumentsModal';
import { ledgerActionsFor, receiptUrl, useLedgerAction, type LedgerAction } from './use-ledger';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';

const ICONS = { complete: IconCheck, cancel: IconX, reverse: IconArrowBackUp } as const;

/** A ledger row's actions (complete, cancel, reverse) and its printed receipt. */
export function LedgerRowMenu({ row, closed }: { row: TLedgerRow; closed: boolean }) {
  const { t, i18n } = useTranslation();
  const act = useLedgerAction();
  const [documents, setDocuments] = useState(false);
  const run = (action: LedgerAction) =>
    void openConfirm({
      title: t(`capital.actions.${action}`),
      children: <Text size="sm">{t(`capital.confirmAction.${action}`)}</Text>,
      labels: { confirm: t(`capital.actions.${action}`), cancel: t('common.cancel') },
      confirmProps: { color: action === 'complete' ? 'teal' : 'red' },
      onConfirm: () =>
        void act.mutateAsync({ id: row.id, action }).then(
          (answer) => saidSentForApproval(t, answer) || toastSuccess(t(`capital.done.${action}`)),
          (error: unknown) => toastError(translateError(t, error)),
        ),
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('people.actions')} loading={act.isPending} data-testid="ledger-actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* A row of a closed month can no longer change (docs/distribution.md §15): no action is offered. */}
          {(closed ? [] : ledgerActionsFor(row)).map((action) => {
            const Glyph = ICONS[action];
            return (
              <Menu.Item key={action} leftSection={<Glyph size={16} />} onClick={() => run(action)} data-testid={`ledger-${action}`}>
                {t(`capital.actions.${action}`)}
              </Menu.Item>
            );
          })}
          <Menu.Item
            leftSection={<IconPrinter size={16} />}
            component="a"
            href={receiptUrl(row.id, isLanguage(i18n.language) ? i18n.language : 'en')}
            target="_blank"
            rel="noopener"
            data-testid="ledger-receipt"
          >
            {t('capital.receipt')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFiles size={16} />} onClick={() => setDocuments(true)} data-testid="ledger-documents">
            {t('documents.open')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DocumentsModal
        owner={{ ownerKind: 'capital-entry', ownerId: row.id }}
        title={t('documents.capitalEntry', { id: row.id })}
        opened={documents}
        onClose={() => setDocuments(false)}
      />
    </>
  );
}
