import { Alert, Container } from '@mantine/core';
import { useLoaderData, useParams } from 'react-router';
import type { AdminUser, AdminUserUpdate } from '@vitrina/shared/admin';
import { messages } from '@vitrina/shared/messages';
import { IconShield } from '@/components/icons';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { useWayOut } from '@/lib/use-way-out';
import { recordId } from '../api/admin-keys';
import { useAdminUser } from '../api/get-admin-user';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { adminTexts } from '../admin-texts';
import { AuditLog } from '../components/audit-log';
import { UserActions } from '../components/user-actions';
import { UserForm } from '../components/user-form';
import { UserSummary } from '../components/user-summary';
import { PresetFiltersCard } from '../components/preset-filters-card';
import classes from '../admin.module.css';

/**
 * admin.user.show (product.md, Administration: Usuarios): the user's card with 'Ingresar como este usuario' and
 * 'Eliminar usuario', the edit form and the audit log. The actions and the forms show only when the API says the
 * admin may use them (someone holding a permission the admin lacks is read-only). A user that cannot be loaded
 * sends back to the list.
 */
export function UserShowPage() {
  const id = recordId(useParams().id);
  const preloaded = useLoaderData() as AdminUser | null | undefined;
  const query = useAdminUser(id, preloaded);
  const save = useUpdateAdminUser(id ?? 0);
  // Its own mutation, so saving the filters does not show the edit form as busy, nor the other way round.
  const saveFilters = useUpdateAdminUser(id ?? 0);
  const failed = id === null || (query.isError && !query.isFetching);
  useWayOut(
    failed
      ? { to: '/admin/user/index', error: query.error, text: query.error ? undefined : messages.errors.notFound }
      : null,
  );

  const user = failed ? undefined : query.data;
  if (!user) return <PageLoader />;

  const onSave = async (payload: AdminUserUpdate) => {
    const answer = await save.mutateAsync(payload);
    notifySuccess(answer.message);
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <UserSummary user={user}>
          <UserActions user={user} />
        </UserSummary>
        <div className={classes.main}>
          {user.can_edit ? (
            <>
              <UserForm key={user.id} user={user} saving={save.isPending} onSave={onSave} />
              <PresetFiltersCard
                key={`filters-${user.id}`}
                filters={user.filters}
                saving={saveFilters.isPending}
                onSave={async (filters) => notifySuccess((await saveFilters.mutateAsync({ filters })).message)}
              />
            </>
          ) : (
            <Alert
              variant="light"
              color="gray"
              role="note"
              title={adminTexts.protectedTitle}
              icon={<IconShield size={20} />}
            >
              {adminTexts.protectedText}
            </Alert>
          )}
          <AuditLog entries={user.audit} />
        </div>
      </div>
    </Container>
  );
}
