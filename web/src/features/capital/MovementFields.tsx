import { SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREDIT_TYPES, type CreditType, type LedgerType } from '../../../../contract/ledger';

type MovementFieldsProps = {
  type: LedgerType;
  creditType: CreditType | null;
  onType: (type: LedgerType) => void;
  onCreditType: (creditType: CreditType | null) => void;
  creditTypeError?: string;
  /** The test ids' prefix: `ledger` gives `ledger-type` and `ledger-credit-type`. */
  testPrefix: string;
  required?: boolean;
};

/** Credit or debit, and what a credit is (docs/operations.md §2): the same two fields on both capital forms. */
export function MovementFields({ type, creditType, onType, onCreditType, creditTypeError, testPrefix, required }: MovementFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SegmentedControl
        value={type}
        onChange={(next) => onType(next as LedgerType)}
        data={[
          { value: 'credit', label: t('capital.types.credit') },
          { value: 'debit', label: t('capital.types.debit') },
        ]}
        data-testid={`${testPrefix}-type`}
      />
      {type === 'credit' ? (
        <Select
          label={t('capital.fields.creditType')}
          required={required}
          data={CREDIT_TYPES.map((code) => ({ value: code, label: t(`capital.creditTypes.${code}`) }))}
          value={creditType}
          onChange={(code) => onCreditType(code as CreditType | null)}
          error={creditTypeError}
          data-testid={`${testPrefix}-credit-type`}
        />
      ) : (
        <div />
      )}
    </>
  );
}
