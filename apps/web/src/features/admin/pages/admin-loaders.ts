// The loaders of admin.user.show, admin.group.show and admin.microsite.show: fetch the record before the page shows,
// so the breadcrumb carries its name and the page starts from it. They never fail: a record that cannot be loaded is
// the page's to report, a missing permission the guard's.
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminGroup, AdminUser } from '@vitrina/shared/admin';
import type { AdminMicrosite } from '@vitrina/shared/microsites';
import { getAuthToken } from '@/lib/auth-token';
import { recordId } from '../api/admin-keys';
import { getAdminGroup } from '../api/get-admin-group';
import { getAdminMicrosite } from '../api/get-admin-microsite';
import { getAdminUser } from '../api/get-admin-user';

export async function adminUserLoader({ params }: LoaderFunctionArgs): Promise<AdminUser | null> {
  const id = recordId(params.id);
  if (id === null || !getAuthToken()) return null;
  return getAdminUser(id).catch(() => null);
}

export async function adminGroupLoader({ params }: LoaderFunctionArgs): Promise<AdminGroup | null> {
  const id = recordId(params.id);
  if (id === null || !getAuthToken()) return null;
  return getAdminGroup(id).catch(() => null);
}

export async function adminMicrositeLoader({ params }: LoaderFunctionArgs): Promise<AdminMicrosite | null> {
  const id = recordId(params.id);
  if (id === null || !getAuthToken()) return null;
  return getAdminMicrosite(id).catch(() => null);
}
