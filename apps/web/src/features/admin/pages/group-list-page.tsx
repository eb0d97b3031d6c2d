import type { AdminGroupRow } from '@vitrina/shared/admin';
import { useListParams } from '@/components/use-list-params';
import { useAdminGroups } from '../api/get-admin-groups';
import { adminTexts } from '../admin-texts';
import { AdminList } from '../components/admin-list';
import { GroupRow } from '../components/group-row';
import { useListWayOut } from './use-list-way-out';

/** admin.group.index: search (1 s), newest first, 20 per page; a row opens the group. */
export function GroupListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const query = useAdminGroups(list.params);
  useListWayOut(query);
  return (
    <AdminList<AdminGroupRow>
      title={adminTexts.groupsTitle}
      intro={adminTexts.groupsIntro}
      list={list}
      query={query}
      searchPlaceholder={adminTexts.groupsSearch}
      itemKey={(group) => group.id}
      renderItem={(group) => <GroupRow group={group} />}
    />
  );
}
