import { Button } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The "Explain" action of a profit row; the page owns the one modal it opens. */
export function ExplainButton({ profitRowId, onExplain }: { profitRowId: string; onExplain: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconMathFunction size={14} aria-hidden />}
      onClick={onExplain}
      data-testid="explain-profit"
      data-profit-id={profitRowId}
    >
      {t('profitExplanation.action')}
    </Button>
  );
}
