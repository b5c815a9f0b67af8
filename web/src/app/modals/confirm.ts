import { modals } from '@mantine/modals';

type ConfirmPayload = Parameters<typeof modals.openConfirmModal>[0];

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** For LazyModalsHost: whether a screen asked for a confirmation yet, and a way to hear when one does. */
export const modalsRequested = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => requested,
};

/** Called by the host once @mantine/modals' provider listens for its events. */
export function modalsHostReady(): void {
  markReady();
}

/**
 * A confirmation modal (@mantine/modals). Its provider and Mantine's Modal are not part of any
 * screen's first download: the first confirmation asked for loads them (LazyModalsHost), then opens.
 */
export async function openConfirm(payload: ConfirmPayload): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  await ready;
  modals.openConfirmModal(payload);
}
