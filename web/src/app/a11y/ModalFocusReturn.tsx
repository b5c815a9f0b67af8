import { useEffect } from 'react';

/** Dialogs, menus, dropdowns and toasts live in portals; focus there is not "where the person was". */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [data-portal], .mantine-Modal-root, .mantine-Drawer-root';

/**
 * Gives focus back to the control that opened a modal once the modal is gone. Mantine returns focus
 * only when a mounted modal's `opened` turns false; most of this app's modals are mounted open and
 * unmounted on close (and @mantine/modals removes its confirmations), so focus fell to <body>.
 * This remembers the last focused control outside any overlay and, when the last dialog is gone
 * and focus was left on <body>, puts it back there.
 */
export function ModalFocusReturn() {
  useEffect(() => {
    let lastOutside: HTMLElement | null = null;
    let dialogShown = false;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(OVERLAY)) lastOutside = target;
    };
    const restore = () => {
      if (document.querySelector('[role="dialog"]')) {
        dialogShown = true;
        return;
      }
      if (!dialogShown) return;
      dialogShown = false;
      const active = document.activeElement;
      if ((active === null || active === document.body) && lastOutside?.isConnected) lastOutside.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(restore);
    document.addEventListener('focusin', onFocusIn, true);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      observer.disconnect();
    };
  }, []);
  return null;
}
