// 'Ingresar como este usuario' and 'Eliminar usuario', each confirmed first, each shown only when the API says the
// admin may (can_impersonate, can_delete). Entering switches the session to the user's (lib/impersonation.ts) and goes
// home; deleting toasts the API's message and goes back to the list.
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminUser } from '@vitrina/shared/admin';
import { confirmDialog } from '@/components/confirm-dialog';
import { IconLogout } from '@/components/icons';
import { endImpersonation, startImpersonation } from '@/lib/impersonation';
import { notifyError } from '@/lib/notify';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useImpersonateUser } from '../api/impersonate-user';
import { adminTexts } from '../admin-texts';
import { DeleteButton } from './delete-button';

export function UserActions({ user }: { user: AdminUser }) {
  if (!user.can_impersonate && !user.can_delete) return null;
  return <Actions user={user} />;
}

function Actions({ user }: { user: AdminUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAdminUser(user.id);
  const impersonate = useImpersonateUser(user.id);

  const enter = async () => {
    const confirmed = await confirmDialog({
      title: adminTexts.impersonateTitle(user.name),
      text: adminTexts.impersonateText(user.name),
      confirmLabel: adminTexts.impersonateConfirm,
    });
    if (!confirmed || impersonate.isPending) return;
    let token;
    try {
      token = await impersonate.mutateAsync();
    } catch {
      return; // the query cache has shown the error toast
    }
    try {
      await startImpersonation(token, user.id);
    } catch (error) {
      notifyError(error);
      await endImpersonation();
      return;
    }
    // Nothing the admin's session loaded belongs to the user's.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'configuration' });
    navigate('/', { replace: true });
  };

  return (
    <Stack gap="xs">
      {user.can_impersonate && (
        <Button
          variant="light"
          onClick={() => void enter()}
          loading={impersonate.isPending}
          leftSection={<IconLogout size={18} />}
        >
          {adminTexts.impersonate}
        </Button>
      )}
      {user.can_delete && (
        <DeleteButton
          label={adminTexts.deleteUser}
          text={adminTexts.deleteUserText(
            user.publications_count_true + user.publications_count_false,
            user.searches_count,
          )}
          remove={remove}
          list="/admin/user/index"
        />
      )}
    </Stack>
  );
}
