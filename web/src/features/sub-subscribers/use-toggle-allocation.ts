import { useTranslation } from 'react-i18next';
import type { TAllocationRow } from '../../../../contract/subscribers';
import { translateError } from '../../api/translate-error';
import { toastError, toastSuccess } from '../../app/toast';
import { useSetAllocationStatus } from './use-allocations';

/** Activates an inactive allocation or deactivates an active one, saying which in a toast. */
export function useToggleAllocation() {
  const { t } = useTranslation();
  const setStatus = useSetAllocationStatus();
  return (row: TAllocationRow) =>
    void setStatus.mutateAsync({ id: row.id, active: row.status !== 'active' }).then(
      () => toastSuccess(t(row.status === 'active' ? 'allocations.deactivated' : 'allocations.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );
}
