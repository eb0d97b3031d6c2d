// account.group.publication (product.md, Listings: Portfolio): the group's portfolio. Header with the group, filters,
// the cards page after page, and the detail on a click. A group or a first page that cannot be loaded sends back to the
// list of groups with the error (product.md, The shell: Ways out); a later page that fails only says so.
import { Container, Text } from '@mantine/core';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import type { Publication } from '@vitrina/shared/publications';
import { PageLoader } from '@/components/page-loader';
import { openPublicationDetail } from '@/components/publication-detail/open-publication-detail';
import { useGroupCategories } from '../api/get-group-categories';
import { useGroupPublications } from '../api/get-group-publications';
import { PortfolioFilters } from '../components/portfolio-filters';
import { PortfolioGrid } from '../components/portfolio-grid';
import { PortfolioHeader } from '../components/portfolio-header';
import { PortfolioMore } from '../components/portfolio-more';
import { portfolioTexts } from '../portfolio-texts';
import { groupIdParam, useGroupPage } from './use-group-page';
import { useGroupListFailures, useGroupListFilters } from './use-group-list';
import classes from '../portfolio.module.css';

export function GroupPortfolioPage() {
  const id = groupIdParam(useParams().id);
  const navigate = useNavigate();
  const preloaded = useLoaderData() as Group | null | undefined;
  const { group, query } = useGroupPage(id, { initialData: preloaded });
  const { filters, setFilters, key: filtersKey, filtered, clear } = useGroupListFilters();
  const list = useGroupPublications(id, filters);
  const categories = useGroupCategories(id, filters.time);
  const groupLoaded = group !== undefined && !query.isFetching;
  useGroupListFailures(list, groupLoaded);

  if (!group) return <PageLoader />;
  const publications = list.data?.pages.flatMap((page) => page.data);
  const total = list.data?.pages[0]?.total;
  const open = (publication: Publication) => void openPublicationDetail(publication, { navigate });

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.page}>
        <PortfolioHeader group={group} />
        <section aria-label={portfolioTexts.link} className={classes.results}>
          <PortfolioFilters
            key={filtersKey}
            filters={filters}
            categories={categories.data ?? []}
            onChange={setFilters}
          />
          {total !== undefined && publications && publications.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {portfolioTexts.count(total)}
            </Text>
          )}
          <PortfolioGrid
            publications={publications}
            refreshing={list.isPlaceholderData}
            filtered={filtered}
            onOpen={open}
            onClearFilters={clear}
          />
          {publications && publications.length > 0 && !list.isPlaceholderData && (
            <PortfolioMore
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </Container>
  );
}
