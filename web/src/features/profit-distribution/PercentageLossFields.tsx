import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../app/inputs/AmountInput';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { lossIssue, percentageIssue } from './calculation';

/** The investor percentage and the loss a month is calculated with, as typed, and whether either is refused. */
export function usePercentageLoss(initial: { percentage: string; loss: string }) {
  const [percentage, setPercentage] = useState(initial.percentage);
  const [loss, setLoss] = useState(initial.loss);
  const invalid = percentageIssue(percentage) !== null || lossIssue(loss) !== null;
  return { percentage, setPercentage, loss, setLoss, invalid };
}

type PercentageLossFieldsProps = {
  inputs: ReturnType<typeof usePercentageLoss>;
  /** Where the labels are in the locale files: `<words>.investorPercentage` and `<words>.loss`. */
  words: 'distributionPage' | 'whatIf';
  testIds: { percentage: string; loss: string };
};

/** The fields of the investor percentage and the loss, each refused under itself as it is typed. */
export function PercentageLossFields({ inputs, words, testIds }: PercentageLossFieldsProps) {
  const { t } = useTranslation();
  const percentageError = percentageIssue(inputs.percentage);
  return (
    <>
      <DecimalInput
        label={t(`${words}.investorPercentage`)}
        value={inputs.percentage}
        onChange={(event) => inputs.setPercentage(event.currentTarget.value.trim())}
        w={200}
        error={percentageError ? t(`distributionPage.validation.${percentageError}`) : null}
        data-testid={testIds.percentage}
      />
      <AmountInput
        label={t(`${words}.loss`)}
        value={inputs.loss}
        onChange={inputs.setLoss}
        w={200}
        error={lossIssue(inputs.loss) ? t('distributionPage.validation.invalid') : null}
        data-testid={testIds.loss}
      />
    </>
  );
}
