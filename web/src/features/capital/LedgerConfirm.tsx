import { Modal, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditType, LedgerType } from '../../../../contract/ledger';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { Money } from '../../app/Money';
import { movementOf } from './use-ledger';
import { ModalActions } from '../../app/ModalActions';

export type LedgerConfirmProps = {
  subscriber: TSubscriberOption | null;
  type: LedgerType;
  creditType: CreditType | null;
  amount: string;
  /** The balance once the row is written (the core's exact sum); null when it does not move the balance yet. */
  after: string | null;
  /** Rows only one form has (the capital form's date and status), shown after the movement. */
  extraRows?: ReactNode;
  confirmLabel: string;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The last look before money moves, shared by the capital-transaction form and update balance so
 * the two always show the same things: who, the movement, the balance now and after.
 */
export function LedgerConfirm(props: LedgerConfirmProps) {
  const { t } = useTranslation();
  const { subscriber, type, creditType } = props;
  const kind = `${t(`capital.types.${type}`)}${type === 'credit' && creditType ? ` · ${t(`capital.creditTypes.${creditType}`)}` : ''}`;
  const movement = subscriber ? movementOf(subscriber, type, props.amount) : null;
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t('capital.confirmTitle')} centered>
      {subscriber ? (
        <Stack data-testid="ledger-confirm">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('capital.fields.subscriber')}</Table.Td>
                <Table.Td data-testid="confirm-subscriber">{subscriber.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('capital.fields.type')}</Table.Td>
                <Table.Td>{kind}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('capital.movement')}</Table.Td>
                <Table.Td data-testid="confirm-movement">{movement ? <Money amount={movement} currency={subscriber.currency} /> : '—'}</Table.Td>
              </Table.Tr>
              {props.extraRows}
              <Table.Tr>
                <Table.Td>{t('capital.currentBalance')}</Table.Td>
                <Table.Td data-testid="confirm-current-balance">
                  <Money amount={subscriber.balance} currency={subscriber.currency} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('capital.newBalance')}</Table.Td>
                <Table.Td data-testid="ledger-new-balance">
                  {props.after ? <Money amount={props.after} currency={subscriber.currency} fw={700} /> : t('capital.pendingNoChange')}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <ModalActions
            onCancel={props.onCancel}
            cancelTestId="ledger-confirm-cancel"
            onConfirm={props.onConfirm}
            loading={props.pending}
            testId="ledger-confirm-save"
            label={props.confirmLabel}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
