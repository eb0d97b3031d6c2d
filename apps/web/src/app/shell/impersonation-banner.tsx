// The notice of an admin browsing as someone else (product.md, Administration): on every page while the session is an
// impersonation (the API's `impersonator`) or the admin's own token waits aside, with the way back to the admin's
// account and to the admin page of the user they were browsing as.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endImpersonation, impersonatorOf, useImpersonation } from '@/lib/impersonation';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import classes from './shell.module.css';

export function ImpersonationBanner() {
  const { user } = useSession();
  const saved = useImpersonation();
  const impersonator = impersonatorOf(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  if (!saved && !impersonator) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      const userId = await endImpersonation();
      // Nothing the user's session loaded belongs to the admin's.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configuration' });
      navigate(userId ? `/admin/user/${userId}` : '/', { replace: true });
    } catch (error) {
      notifyError(error);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <section className={classes.impersonation} aria-label="Sesión de otro usuario">
      <Text size="sm" fw={600} className={classes.impersonationText}>
        {user ? `Estás navegando como ${user.name}.` : 'Tu sesión de administración quedó guardada.'}
      </Text>
      <Button size="xs" radius="xl" color="dark" onClick={() => void leave()} loading={leaving}>
        Volver a mi cuenta
      </Button>
    </section>
  );
}
