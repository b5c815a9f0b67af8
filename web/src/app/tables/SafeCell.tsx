import { Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function CellTrouble() {
  const { t } = useTranslation();
  return (
    <Text span size="sm" c="red" data-testid="cell-trouble">
      {t('tables.cellTrouble')}
    </Text>
  );
}

/**
 * Catches what one cell throws while it renders, so that the row shows its trouble and the list the
 * other rows. React offers error boundaries only as a class; these few lines spare a dependency.
 */
class CellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CellTrouble /> : this.props.children;
  }
}

function CellContent<Row>({ cell, row }: { cell: (row: Row) => ReactNode; row: Row }) {
  return <>{cell(row)}</>;
}

/**
 * One cell of a list, rendered inside its own error boundary: a row whose data the screen cannot
 * read (an amount in a shape its currency does not allow, say) shows its trouble in its place,
 * never the whole screen's error. The cell is called inside the boundary, so a throw while it builds
 * its content is caught as well as one of a component it returns.
 */
export function SafeCell<Row>({ cell, row }: { cell: (row: Row) => ReactNode; row: Row }) {
  return (
    <CellBoundary>
      <CellContent cell={cell} row={row} />
    </CellBoundary>
  );
}
