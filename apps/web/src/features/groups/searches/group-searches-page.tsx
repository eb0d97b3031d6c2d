// account.group.search (product.md, Searches: The group's searches): the searches published in the group, under the
// portfolio's header and filters, page after page. Each opens its deck; its creator and the group's admins may delete
// it after confirming. A group or a first page that cannot be loaded sends back to the list of groups with the error; a
// later page that fails only says so.
import { Container, Text } from '@mantine/core';
import { useLoaderData, useParams } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import type { Search } from '@vitrina/shared/searches';
import { confirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { PortfolioFilters } from '../components/portfolio-filters';
import { PortfolioHeader } from '../components/portfolio-header';
import { PortfolioMore } from '../components/portfolio-more';
import { groupIdParam, useGroupPage } from '../pages/use-group-page';
import { useDeleteGroupSearch } from './api/delete-group-search';
import { useGroupSearchCategories } from './api/get-group-search-categories';
import { useGroupSearches } from './api/get-group-searches';
import { GroupSearchList } from './components/group-search-list';
import { groupSearchTexts } from './group-search-texts';
import { useGroupListFailures, useGroupListFilters } from '../pages/use-group-list';
import classes from '../portfolio.module.css';

export function GroupSearchesPage() {
  const id = groupIdParam(useParams().id);
  const preloaded = useLoaderData() as Group | null | undefined;
  const { group, query } = useGroupPage(id, { initialData: preloaded });
  const { user } = useSession();
  const { filters, setFilters, key: filtersKey, filtered, clear } = useGroupListFilters();
  const list = useGroupSearches(id, filters);
  const categories = useGroupSearchCategories(id, filters.time);
  const remove = useDeleteGroupSearch(id ?? 0);
  const groupLoaded = group !== undefined && !query.isFetching;
  useGroupListFailures(list, groupLoaded);

  if (!group) return <PageLoader />;
  const searches = list.data?.pages.flatMap((page) => page.data);
  const total = list.data?.pages[0]?.total;
  // The API's rule (its creator or a group admin); the API refuses anyone else all the same.
  const canDelete = (search: Search) =>
    (group.pivot?.admin ?? false) || search.pivot.owner || (user !== null && search.user_id === user.id);
  const deleteSearch = async (search: Search) => {
    const confirmed = await confirmDialog({
      title: groupSearchTexts.removeTitle,
      text: groupSearchTexts.removeText(search.title),
      confirmLabel: groupSearchTexts.remove,
      danger: true,
    });
    if (confirmed) remove.mutate(search, { onSuccess: (answer) => notifySuccess(answer.message) });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.page}>
        <PortfolioHeader group={group} eyebrow={groupSearchTexts.eyebrow} />
        <section aria-label={groupSearchTexts.link} className={classes.results}>
          <PortfolioFilters
            key={filtersKey}
            filters={filters}
            categories={categories.data ?? []}
            onChange={setFilters}
            searchPlaceholder={groupSearchTexts.searchPlaceholder}
          />
          {total !== undefined && searches && searches.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {groupSearchTexts.count(total)}
            </Text>
          )}
          <GroupSearchList
            groupId={group.id}
            searches={searches}
            refreshing={list.isPlaceholderData}
            filtered={filtered}
            canDelete={canDelete}
            deletingId={remove.isPending ? remove.variables.id : undefined}
            onDelete={(search) => void deleteSearch(search)}
            onClearFilters={clear}
          />
          {searches && searches.length > 0 && !list.isPlaceholderData && (
            <PortfolioMore
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              onLoadMore={() => void list.fetchNextPage()}
              endText={groupSearchTexts.end}
            />
          )}
        </section>
      </div>
    </Container>
  );
}
