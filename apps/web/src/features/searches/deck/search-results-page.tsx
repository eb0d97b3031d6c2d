// The results screen /search/{uuid} (product.md, Searches: Swipe deck): the search's title, the deck of cards with
// its gesture, the action bar, the final slide, the detail drawer, the options, the map and the onboarding guide. A
// search that cannot be loaded sends the person home with the reason (product.md, The shell: Ways out).
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Loader, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { Search, SearchCard } from '@vitrina/shared/searches';
import { PageLoader } from '@/components/page-loader';
import { useFieldTitles } from '@/components/publication-detail/use-field-titles';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { notifyError } from '@/lib/notify';
import { hasOpenOverlays } from '@/lib/overlays';
import { useSession } from '@/lib/session';
import { FinishedNotice } from '../components/finished-notice';
import { useSearch } from '../api/search-api';
import { searchKeys } from '../search-keys';
import { useSearchCount } from './api/deck-api';
import { ActionBar } from './components/action-bar';
import { DeckGuide } from './components/deck-guide';
import { DetailDrawer } from './components/detail-drawer';
import { threadAccessOf } from '../components/thread-access';
import { FinalSlide } from './components/final-slide';
import { offlineTexts } from './offline/offline-texts';
import { PendingStatus } from './offline/pending-status';
import type { OptionPanel } from './option-actions';
import { SwipeCard } from './components/swipe-card';
import { deckTexts } from './deck-texts';
import { TOAST_MS, useDeck, type PlaceCard } from './use-deck';
import { bringBack, flyOut } from './use-swipe';
import classes from './deck.module.css';

/** Where the search was built: the platform's, a store's, a group's or a microsite's builder. */
export function builderPathOf(search: Pick<Search, 'scope'>): string {
  const { scope } = search;
  if (scope.type === 'microsite') return '/microsite/search';
  if (scope.type === 'user' && scope.slug) return `/${scope.slug}/search`;
  if (scope.type === 'group' && scope.id !== null) return `/group/${scope.id}/search`;
  return '/search';
}

// 'Ubicación en mapa' brings Leaflet: loaded when first opened. So are the options, whose panels and forms are
// not needed to show the first card.
const MapPanel = lazy(async () => ({ default: (await import('../map/map-panel')).MapPanel }));
const OptionsDrawer = lazy(async () => ({ default: (await import('./components/options-drawer')).OptionsDrawer }));
// Most searches have results: what one without any says loads only for it.
const EmptySlide = lazy(async () => ({ default: (await import('./components/empty-slide')).EmptySlide }));

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(change: () => void): () => void {
  const list = window.matchMedia?.(reducedMotionQuery);
  list?.addEventListener?.('change', change);
  return () => list?.removeEventListener?.('change', change);
}

/** The person's motion preference; none on the server, whose render the browser's first one must match. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

// A decision renders only what it changes: the cards, the action bar's state and the announcement. What else the
// screen shows is memoised and handed stable callbacks, so it is not rendered again with every swipe.
const DeckHeader = memo(function DeckHeader({ search }: { search: Search }) {
  const { title, uuid } = search;
  const scope = search.scope.name;
  return (
    <header className={classes.header}>
      <Title order={1} size="h4" className={classes.heading}>
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {scope}
      </Text>
      <PendingStatus search={uuid} />
      <FinishedNotice search={search} compact />
    </header>
  );
});

function Deck({ search }: { search: Search }) {
  const navigate = useNavigate();
  const session = useSession();
  const configuration = useConfiguration();
  const titles = useFieldTitles();
  const reducedMotion = usePrefersReducedMotion();
  const stage = useRef<HTMLDivElement>(null);
  // The deck moves a decided card itself, in the event that decided, ahead of React's render of the decision.
  const place = useCallback<PlaceCard>(
    (card, flight) => {
      const element = stage.current?.querySelector<HTMLElement>(`[data-card="${card.id}"]`);
      if (!element) return;
      if (flight) flyOut(element, flight, reducedMotion);
      else bringBack(element, reducedMotion);
    },
    [reducedMotion],
  );
  const deck = useDeck(search, configuration.GENERAL.results.pageSize, place);
  // The count changes with every decision; deferred, its render comes after the decision's, in slices as well.
  const count = useDeferredValue(useSearchCount(search.uuid).data?.count ?? null);
  const [detail, setDetail] = useState<SearchCard | null>(null);
  // null until the options are first opened; then they stay mounted, so they can close with their transition.
  const [options, setOptions] = useState<boolean | null>(null);
  const [panel, setPanel] = useState<OptionPanel | null>(null);
  const [guideReplay, setGuideReplay] = useState(0);
  // null until the map is first opened; then it stays mounted, so it can close with its transition.
  const [map, setMap] = useState<boolean | null>(null);
  const hasMap = search.filters.some((filter) => filter.type === 'property');
  const builderPath = builderPathOf(search);
  const { decide, undo } = deck;

  // A visitor who signs in here now owns the search (the API claims it at sign-in): its owner flag and count change.
  const queryClient = useQueryClient();
  const signedIn = session.status === 'authenticated';
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) void queryClient.invalidateQueries({ queryKey: searchKeys.all });
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);

  const back = useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(builderPath);
  }, [navigate, builderPath]);
  const openOptions = useCallback(() => {
    setPanel(null);
    setOptions(true);
  }, []);
  const openPanel = useCallback((which: OptionPanel) => {
    setPanel(which);
    setOptions(true);
  }, []);
  const replayGuide = useCallback(() => setGuideReplay((times) => times + 1), []);
  const closeOptions = useCallback(() => setOptions(false), []);
  const closeDetail = useCallback(() => setDetail(null), []);
  const openMap = useCallback(() => setMap(true), []);
  const closeMap = useCallback(() => setMap(false), []);

  // Keyboard (WCAG 2.1.1): arrows decide, up superlikes, Backspace or Z undoes.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (hasOpenOverlays() || document.querySelector('[aria-modal="true"]')) return;
      const key = event.key;
      if (key === 'ArrowRight') decide(true);
      else if (key === 'ArrowLeft') decide(false);
      else if (key === 'ArrowUp') decide(true, true);
      else if (key === 'Backspace' || key === 'z' || key === 'Z') undo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decide, undo]);

  // Nothing to see and never anything decided, here or by anyone in the search: nothing matches it yet.
  const nothingMatches =
    deck.finished && !deck.decided && search.decisions_true_count + search.decisions_false_count === 0;
  const cards: { card: SearchCard; role: 'active' | 'next' | 'leaving' }[] = [];
  if (deck.leaving && !reducedMotion) cards.push({ card: deck.leaving.card, role: 'leaving' });
  if (deck.current) cards.push({ card: deck.current, role: deck.leaving ? 'next' : 'active' });
  // Three at most: while one flies out, the one after next is already there with its photo loading.
  if (deck.next) cards.push({ card: deck.next, role: 'next' });

  return (
    <div className={classes.page}>
      <DeckHeader search={search} />
      <p className={classes.srOnly}>{deckTexts.keyboard}</p>
      <div ref={stage} className={classes.stage} aria-label={deckTexts.deck} role="region">
        {nothingMatches ? (
          <Suspense fallback={<Loader className={classes.stageLoader} aria-label={deckTexts.loading} />}>
            <EmptySlide search={search} builderPath={builderPath} />
          </Suspense>
        ) : deck.finished ? (
          <FinalSlide search={search} builderPath={builderPath} onPanel={openPanel} />
        ) : deck.loading && cards.length === 0 ? (
          <Loader className={classes.stageLoader} aria-label={deckTexts.loading} />
        ) : deck.stalled && cards.length === 0 ? (
          <Text className={classes.stageOffline}>{offlineTexts.noMoreOffline}</Text>
        ) : (
          // The card on top is last in the DOM; keys keep a card's element (and its drag) as its role changes.
          [...cards]
            .reverse()
            .map(({ card, role }) => (
              <SwipeCard
                key={card.id}
                card={card}
                role={role}
                leaving={role === 'leaving' ? deck.leaving : null}
                reducedMotion={reducedMotion}
                titles={titles}
                onDecide={decide}
                onOpenDetail={setDetail}
              />
            ))
        )}
      </div>
      <ActionBar
        canDecide={deck.canDecide}
        canUndo={deck.canUndo}
        count={count}
        onBack={back}
        onDecide={decide}
        onUndo={undo}
        onOptions={openOptions}
        onMap={hasMap ? openMap : undefined}
      />
      <div className={classes.srOnly} aria-live="polite" aria-atomic="true">
        {deck.announcement}
      </div>
      <DetailDrawer
        card={detail}
        searchUuid={search.uuid}
        thread={threadAccessOf(search, session.user?.id)}
        onClose={closeDetail}
        // A visit asked here remembers the search, when the viewer takes part in it (the API checks the same).
        searchId={search.users.some((person) => person.id === session.user?.id) ? search.id : undefined}
      />
      {map !== null && (
        <Suspense fallback={null}>
          <MapPanel search={search} opened={map} onClose={closeMap} onOpenListing={setDetail} />
        </Suspense>
      )}
      {options !== null && (
        <Suspense fallback={null}>
          <OptionsDrawer
            search={search}
            count={count}
            opened={options}
            start={panel}
            onClose={closeOptions}
            onGuide={replayGuide}
            held={deck.heldIds}
          />
        </Suspense>
      )}
      <DeckGuide replay={guideReplay} />
    </div>
  );
}

export function SearchResultsPage() {
  const { uuid } = useParams();
  const navigate = useNavigate();
  const query = useSearch(uuid, { complete: true });

  useEffect(() => {
    if (!query.isError) return;
    notifyError(query.error, { autoClose: TOAST_MS });
    navigate('/', { replace: true });
  }, [query.isError, query.error, navigate]);

  // Opened without a connection and not in memory: the search waits for the connection (the cards need it too).
  if (!query.data && query.fetchStatus === 'paused')
    return <Text className={classes.pageOffline}>{offlineTexts.searchOffline}</Text>;
  if (!query.data) return <PageLoader />;
  return <Deck key={query.data.id} search={query.data} />;
}
