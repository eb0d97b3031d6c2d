// The loader of account.group.show: fetches the group before the page shows, so the breadcrumb can carry its name
// (route meta titles read loader data) and the page starts from it. It never fails: a group that cannot be
// loaded is the page's to report, and a guest is the route guard's.
import type { LoaderFunctionArgs } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { getAuthToken } from '@/lib/auth-token';
import { getGroup, isGroupId } from '../api/get-group';
import { groupIdParam } from './use-group-page';

export async function groupShowLoader({ params }: LoaderFunctionArgs): Promise<Group | null> {
  const id = groupIdParam(params.id);
  if (!isGroupId(id) || !getAuthToken()) return null;
  try {
    return await getGroup(id);
  } catch {
    return null;
  }
}
