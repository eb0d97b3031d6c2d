// /auth/logout (product.md, The shell): '¡Hasta luego!', and after 2 seconds the token is revoked, the session cleared
// and the person sent home, or back to the remembered route when a guest may open it (a login-only one stays remembered
// for the next sign-in). The page checks the login itself rather than through the route's access rule: the session ends
// while the page is still showing, and the guard must not chase the person out of it.
import { useEffect, useState } from 'react';
import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { limits } from '@vitrina/shared/constants';
import { messages } from '@vitrina/shared/messages';
import { notifyWarning } from '@/lib/notify';
import { peekRedirect, takeRedirect } from '@/lib/redirect';
import { sessionStore } from '@/lib/session';
import { clearSession, revokeToken } from '../api/log-out';

export function LogoutPage({ guestCanOpen }: { guestCanOpen: (path: string) => boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Whether someone was signed in when the page opened; a guest has nothing to log out of.
  const [guest] = useState(() => sessionStore.get().status === 'guest');

  useEffect(() => {
    if (guest) {
      notifyWarning(messages.guards.loginRequired);
      navigate('/', { replace: true });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      await revokeToken();
      if (cancelled) return;
      const remembered = peekRedirect();
      const target = remembered && guestCanOpen(remembered) ? remembered : '/';
      if (target === remembered) takeRedirect();
      clearSession(queryClient);
      navigate(target, { replace: true });
    }, limits.logoutDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [guest, navigate, queryClient, guestCanOpen]);

  if (guest) return null;
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{messages.shell.goodbye}</Title>
        <Text c="dimmed">Estamos cerrando tu sesión.</Text>
        <Loader type="dots" aria-label="Cerrando sesión" />
      </Stack>
    </Container>
  );
}
