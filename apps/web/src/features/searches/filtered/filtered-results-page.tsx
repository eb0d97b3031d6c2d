// account.search.filtered, /account/search/{uuid}/filtered (product.md, Searches: Filtered results): a search's
// listings as one participant decided them ('Gustan' / 'No gustan'), or those two or more participants like, 20 a page
// with a title search. A listing opens in the detail with everyone's answers; one's own answer is editable only on
// one's own decisions. Its options are the deck's, without this page's own entry; their guide shows here too. A search
// the person may not see is not found, as the API answers. Two to four listings chosen with «Comparar» open side by
// side.
import { useCallback, useMemo, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { FilteredCard as Card } from '@vitrina/shared/search-filtered';
import type { Search } from '@vitrina/shared/searches';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { errorMessage } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { useSession, type SessionUser } from '@/lib/session';
import { useSearchCount } from '../deck/api/deck-api';
import { DeckGuide } from '../deck/components/deck-guide';
import { OptionsDrawer } from '../deck/components/options-drawer';
import type { OptionEntry } from '../deck/option-actions';
import { FinishedNotice } from '../components/finished-notice';
import { CompareBar } from '../compare/compare-bar';
import { CompareDialog } from '../compare/compare-dialog';
import { CompareItem } from '../compare/compare-item';
import { useCompareSelection } from '../compare/use-compare-selection';
import { useSearch } from '../api/search-api';
import { useFiltered, type FilteredParams } from './api/get-filtered';
import { FilteredCard } from './components/filtered-card';
import { modePredicts } from '@vitrina/shared/search-predict';
import { LikesSummary } from '../summary/likes-summary';
import { FilteredFilters, type FilteredView, type ParticipantOption } from './components/filtered-filters';
import { FilteredHeader } from './components/filtered-header';
import { LinkedThread } from './components/linked-thread';
import { threadAccessOf } from '../components/thread-access';
import { openFilteredDetail } from './components/open-filtered-detail';
import { filteredTexts } from './filtered-texts';
import classes from './filtered.module.css';

// This page is the options' 'filtered publications' entry: the drawer leaves it out here.
const hiddenOptions: readonly OptionEntry[] = ['filtered'];

/** 404 and 401: the search does not exist for this person, as the API answers anyone who may not see it. */
function notVisible(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 401);
}

function LoadFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <Text fw={700}>{filteredTexts.loadFailed}</Text>
      <Text c="dimmed" size="sm">
        {errorMessage(error)}
      </Text>
      <Button variant="light" onClick={onRetry} loading={retrying}>
        {filteredTexts.retry}
      </Button>
    </Stack>
  );
}

/** Whose decisions may be chosen: the participants, and the person themself (a group member who has not decided). */
function participantsOf(search: Search, me: SessionUser): ParticipantOption[] {
  const people = search.users.map((user) => ({ id: user.id, name: user.name }));
  return people.some((person) => person.id === me.id) ? people : [{ id: me.id, name: me.name }, ...people];
}

function emptyText(view: FilteredView, own: boolean, name: string): string {
  if (view === 'coincidences') return filteredTexts.emptyCoincidences;
  if (!own) return filteredTexts.emptyOther(name);
  return view === 'liked' ? filteredTexts.emptyLiked : filteredTexts.emptyDiscarded;
}

function FilteredResults({ search, me }: { search: Search; me: SessionUser }) {
  const navigate = useNavigate();
  const list = useListParams<'title'>({ orderBy: 'title', orderMethod: 'asc' });
  // A link may open one participant's choice (?user=) or the coincidences (?view=coincidences): the inbox's items do.
  const [address] = useSearchParams();
  const asked = Number(address.get('user'));
  const [view, setView] = useState<FilteredView>(address.get('view') === 'coincidences' ? 'coincidences' : 'liked');
  const [userId, setUserId] = useState(search.users.some((user) => user.id === asked) ? asked : me.id);
  const [withPredicted, setWithPredicted] = useState(true);
  const predicts = modePredicts(search.filtered) || (search.predictions_count ?? 0) > 0;
  const [options, setOptions] = useState(false);
  const closeOptions = useCallback(() => setOptions(false), []);
  const [guideReplay, setGuideReplay] = useState(0);
  const replayGuide = useCallback(() => setGuideReplay((times) => times + 1), []);
  const count = useSearchCount(search.uuid).data?.count ?? null;
  const participants = participantsOf(search, me);
  const coincidences = view === 'coincidences';
  const own = !coincidences && userId === me.id;

  const params = useMemo<FilteredParams>(() => {
    const { search: text, page, take, orderBy, orderMethod } = list.params;
    const common = { search: text, page, take, orderBy, orderMethod };
    if (view === 'coincidences') return { view: 'coincidences', ...common };
    const like = view === 'liked';
    return { view: 'decisions', like, user_id: userId, ...(like && !withPredicted && { predicted: false }), ...common };
  }, [list.params, view, userId, withPredicted]);
  const results = useFiltered(search.uuid, params);
  const selection = useCompareSelection();
  const [comparing, setComparing] = useState(false);
  const closeCompare = useCallback(() => setComparing(false), []);

  if (results.isError && notVisible(results.error)) return <NotFoundView />;
  const chosen = participants.find((person) => person.id === userId)?.name ?? '';
  const thread = threadAccessOf(search, me.id);
  const open = (card: Card, editable = own) =>
    void openFilteredDetail(card, {
      searchId: search.uuid,
      visitSearchId: search.users.some((person) => person.id === me.id) ? search.id : undefined,
      meId: me.id,
      editable,
      navigate,
      thread,
    });

  return (
    <Container size={860} py={{ base: 'md', sm: 40 }}>
      <Stack gap="lg">
        <FilteredHeader search={search} onOptions={() => setOptions(true)} />
        <FinishedNotice search={search} />
        {view === 'liked' && (
          <LikesSummary searchId={search.uuid} userId={own ? null : userId} name={own ? null : chosen} />
        )}
        <section aria-labelledby="filtered-results" className={classes.results}>
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} size="h4" id="filtered-results">
              {filteredTexts.results}
            </Title>
            {results.data && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {filteredTexts.count(results.data.total)}
              </Text>
            )}
          </Group>
          <FilteredFilters
            search={list.search}
            onSearch={list.setSearch}
            view={view}
            onView={(next) => {
              setView(next);
              list.setPage(1);
            }}
            participants={participants}
            userId={userId}
            onUser={(next) => {
              setUserId(next);
              list.setPage(1);
            }}
            meId={me.id}
            withPredicted={predicts ? withPredicted : null}
            onWithPredicted={(next) => {
              setWithPredicted(next);
              list.setPage(1);
            }}
          />
          {results.isError && !results.data ? (
            <LoadFailed error={results.error} retrying={results.isFetching} onRetry={() => void results.refetch()} />
          ) : (
            <PagedList<Card>
              result={results.data}
              loading={results.isFetching}
              page={list.page}
              onPageChange={list.setPage}
              itemKey={(card) => card.id}
              renderItem={(card) => (
                <CompareItem card={card} chosen={selection.isChosen(card.id)} onToggle={selection.toggle}>
                  <FilteredCard card={card} coincidences={coincidences} own={own} onOpen={open} />
                </CompareItem>
              )}
              emptyText={list.search ? undefined : emptyText(view, own, chosen)}
            />
          )}
          <CompareBar selection={selection} onCompare={() => setComparing(true)} />
        </section>
      </Stack>
      <CompareDialog
        opened={comparing && selection.ready}
        onClose={closeCompare}
        cards={selection.current(results.data?.data)}
        participants={results.data?.participants ?? []}
        meId={me.id}
        // Read-only from the comparison: answers are edited from the list.
        onOpen={(card) => open(card, false)}
        onRemove={(card) => selection.toggle(card, false)}
      />
      <OptionsDrawer
        search={search}
        count={count}
        opened={options}
        onClose={closeOptions}
        hide={hiddenOptions}
        onGuide={replayGuide}
      />
      <DeckGuide replay={guideReplay} auto={false} />
      {thread && <LinkedThread thread={thread} />}
    </Container>
  );
}

export function FilteredResultsPage() {
  const uuid = useParams().uuid ?? '';
  const me = useSession().user;
  const query = useSearch(uuid, { complete: true });

  if (query.isError && notVisible(query.error)) return <NotFoundView />;
  if (query.isError && !query.data) {
    return (
      <Container size="sm">
        <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!query.data || !me) return <PageLoader />;
  return <FilteredResults key={query.data.id} search={query.data} me={me} />;
}
