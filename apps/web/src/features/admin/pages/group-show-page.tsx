import { Container } from '@mantine/core';
import { useLoaderData, useParams } from 'react-router';
import type { AdminGroup } from '@vitrina/shared/admin';
import { messages } from '@vitrina/shared/messages';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { useWayOut } from '@/lib/use-way-out';
import { recordId } from '../api/admin-keys';
import { useDeleteAdminGroup } from '../api/delete-admin-group';
import { useAdminGroup } from '../api/get-admin-group';
import { useUpdateAdminGroup, type AdminGroupPayload } from '../api/update-admin-group';
import { adminTexts } from '../admin-texts';
import { AuditLog } from '../components/audit-log';
import { DeleteButton } from '../components/delete-button';
import { GroupForm } from '../components/group-form';
import { GroupMembers } from '../components/group-members';
import { GroupSummary } from '../components/group-summary';
import { PresetFiltersCard } from '../components/preset-filters-card';
import classes from '../admin.module.css';

/**
 * admin.group.show (product.md, Administration: Grupos): the group's card with 'Eliminar grupo', its members, the
 * edit form and the audit log. A group that cannot be loaded sends back to the list.
 */
export function GroupShowPage() {
  const id = recordId(useParams().id);
  const preloaded = useLoaderData() as AdminGroup | null | undefined;
  const query = useAdminGroup(id, preloaded);
  const save = useUpdateAdminGroup(id ?? 0);
  // Its own mutation, so saving the filters does not show the edit form as busy, nor the other way round.
  const saveFilters = useUpdateAdminGroup(id ?? 0);
  const remove = useDeleteAdminGroup(id ?? 0);
  const failed = id === null || (query.isError && !query.isFetching);
  useWayOut(
    failed
      ? { to: '/admin/group/index', error: query.error, text: query.error ? undefined : messages.errors.notFound }
      : null,
  );

  const group = failed ? undefined : query.data;
  if (!group) return <PageLoader />;

  const onSave = async (payload: AdminGroupPayload) => {
    const answer = await save.mutateAsync(payload);
    notifySuccess(answer.message);
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <GroupSummary group={group}>
          <DeleteButton
            label={adminTexts.deleteGroup}
            text={adminTexts.deleteGroupText(group.name, group.users.length)}
            remove={remove}
            list="/admin/group/index"
          />
        </GroupSummary>
        <div className={classes.main}>
          <GroupMembers members={group.users} />
          <GroupForm key={group.id} group={group} saving={save.isPending} onSave={onSave} />
          <PresetFiltersCard
            key={`filters-${group.id}`}
            filters={group.filters}
            saving={saveFilters.isPending}
            onSave={async (filters) => notifySuccess((await saveFilters.mutateAsync({ filters })).message)}
          />
          <AuditLog entries={group.audit} />
        </div>
      </div>
    </Container>
  );
}
