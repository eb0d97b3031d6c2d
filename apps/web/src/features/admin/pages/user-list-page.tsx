import type { AdminUserRow } from '@vitrina/shared/admin';
import { useListParams } from '@/components/use-list-params';
import { useAdminUsers } from '../api/get-admin-users';
import { adminTexts } from '../admin-texts';
import { AdminList } from '../components/admin-list';
import { UserRow } from '../components/user-row';
import { useListWayOut } from './use-list-way-out';

/** admin.user.index: search (1 s), newest first, 20 per page; a row opens the user. */
export function UserListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const query = useAdminUsers(list.params);
  useListWayOut(query);
  return (
    <AdminList<AdminUserRow>
      title={adminTexts.usersTitle}
      intro={adminTexts.usersIntro}
      list={list}
      query={query}
      searchPlaceholder={adminTexts.usersSearch}
      itemKey={(user) => user.id}
      renderItem={(user) => <UserRow user={user} />}
    />
  );
}
