// «Pedir visita» on a listing's detail: the free slots of the next 14 days by day, one to pick, an optional message.
// A visitor gets the identify panel first (signed in with a verified email, as for decisions). Nothing is read until
// the button is pressed, so the detail opens as fast as before; SSR-safe (no browser API during render).
import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { requireIdentity } from '@/lib/identify-events';
import { useSession } from '@/lib/session';
import type { RequestProps } from './request-panel';

const RequestPanel = lazy(async () => ({ default: (await import('./request-panel')).RequestPanel }));

export function VisitRequest({ publication, searchId }: RequestProps) {
  const { user, status } = useSession();
  const [open, setOpen] = useState(false);
  if (publication.visits === false) return null;
  if (user && publication.users.some((person) => person.id === user.id)) return null;

  const start = () => {
    if (!requireIdentity({ rules: ['logged', 'email_verified'], subtitle: 'Ingresá para pedir una visita' })) return;
    setOpen(true);
  };

  // Until the app knows who is signed in, a tap would ask a signed-in person to sign in: it waits. While the panel's
  // code loads, the button shows it is working.
  const button = (
    <Group>
      <Button size="md" variant="light" onClick={start} loading={status === 'loading' || open}>
        Pedir visita
      </Button>
    </Group>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <RequestPanel publication={publication} searchId={searchId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
