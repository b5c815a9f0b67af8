import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsHostReady } from './confirm';

/** @mantine/modals' provider on its own: it listens to window events, so it needs not wrap the screens. */
export function ModalsHost() {
  // The provider's own listeners are set up in its effects, which run before this parent's.
  useEffect(() => modalsHostReady(), []);
  return <ModalsProvider />;
}
