// Loaded on first use (see lib/overlay-host.ts): the toast area (top-center, 3 s) and Mantine's modal manager,
// whose modals count as open overlays for the navigation guard.
import { useEffect } from 'react';
import { ModalsProvider, useModals } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { limits } from '@vitrina/shared/constants';
import { overlayHostReady } from '@/lib/overlay-host';
import { registerOverlay } from '@/lib/overlays';

function ModalsTracker() {
  const { modals, closeAll } = useModals();
  const open = modals.length > 0;
  useEffect(() => (open ? registerOverlay(closeAll) : undefined), [open, closeAll]);
  return null;
}

// Rendered after the provider, so its effect runs once the provider's event listeners are in place.
function ReadySignal() {
  useEffect(() => overlayHostReady(), []);
  return null;
}

export default function OverlayHost() {
  return (
    <>
      <Notifications position="top-center" autoClose={limits.toastMs} limit={4} zIndex={1000} />
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
        <ModalsTracker />
      </ModalsProvider>
      <ReadySignal />
    </>
  );
}
