import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import type { AdminSearchRow } from '@vitrina/shared/admin';
import { useListParams } from '@/components/use-list-params';
import type { AdminSearchScope } from '../api/admin-keys';
import { useAdminSearches } from '../api/get-admin-searches';
import { adminTexts } from '../admin-texts';
import { AdminList } from '../components/admin-list';
import { SearchRow } from '../components/search-row';
import { useListWayOut } from './use-list-way-out';
import classes from '../admin.module.css';

const scopeOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'platform', label: 'Plataforma' },
  { value: 'user', label: 'Tiendas' },
  { value: 'group', label: 'Grupos' },
  { value: 'microsite', label: 'Micrositios' },
];

/** admin.search.index: search (1 s) and scope filter, newest first, 20 per page. */
export function SearchListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const [scope, setScope] = useState('all');
  const query = useAdminSearches({ ...list.params, scope: scope === 'all' ? undefined : (scope as AdminSearchScope) });
  useListWayOut(query);
  return (
    <AdminList<AdminSearchRow>
      title={adminTexts.searchesTitle}
      intro={adminTexts.searchesIntro}
      filter={
        <SegmentedControl
          aria-label={adminTexts.scopeFilter}
          data={scopeOptions}
          value={scope}
          onChange={(next) => {
            setScope(next);
            list.setPage(1);
          }}
          fullWidth
          radius="xl"
          size="xs"
          className={classes.scopes}
        />
      }
      list={list}
      query={query}
      searchPlaceholder={adminTexts.searchesSearch}
      itemKey={(search) => search.id}
      renderItem={(search) => <SearchRow search={search} />}
    />
  );
}
