import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminMicrositeRow } from '@vitrina/shared/microsites';
import { IconPlus } from '@/components/icons';
import { useListParams } from '@/components/use-list-params';
import { useAdminMicrosites } from '../api/get-admin-microsites';
import { micrositeTexts } from '../admin-texts';
import { AdminList } from '../components/admin-list';
import { MicrositeRow } from '../components/microsite-row';
import { useListWayOut } from './use-list-way-out';

/** admin.microsite.index: search (1 s), newest first, 20 per page; 'Nuevo micrositio'; a row opens the microsite. */
export function MicrositeListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const query = useAdminMicrosites(list.params);
  useListWayOut(query);
  return (
    <AdminList<AdminMicrositeRow>
      title={micrositeTexts.title}
      intro={micrositeTexts.intro}
      action={
        <Button component={Link} to="/admin/microsite/create" leftSection={<IconPlus size={18} />}>
          {micrositeTexts.create}
        </Button>
      }
      list={list}
      query={query}
      searchPlaceholder={micrositeTexts.search}
      itemKey={(microsite) => microsite.id}
      renderItem={(microsite) => <MicrositeRow microsite={microsite} />}
    />
  );
}
