// The search builder (product.md, Searches: Builder) at /search, /{slug}/search, /group/{id}/search and
// /microsite/search: the scope header, the filters already added, the filter wizard, the order, the automatic title and 'Buscar'. A new
// search gets its uuid here; a visitor's is remembered in the session so signing in claims it.
import { useMemo, useState } from 'react';
import { ActionIcon, Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import {
  filterTitle,
  searchLimits,
  searchTitle,
  type SearchFilterInput,
  type SearchOrder,
} from '@vitrina/shared/searches';
import { useLocation, useNavigate, useParams } from 'react-router';
import { IconPlus, IconSearch, IconTrash } from '@/components/icons';
import { QueryBox, type QueryBoxResult } from '@/components/query-box/query-box';
import { queryBoxTexts } from '@/components/query-box/query-box-texts';
import { NotFoundView } from '@/components/not-found-view';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { HttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { setSessionSearches, useSession } from '@/lib/session';
import { useWayOut } from '@/lib/use-way-out';
import { readSimilarSearch } from '@/lib/similar-search';
import { newUuid } from '@/lib/uuid';
import { useCreateSearch } from '../api/search-api';
import { builderTexts as texts } from '../search-texts';
import { FilterWizard } from './filter-wizard';
import { useGroupStores, usePresetFilters, useScopeGroup, useScopeStore, type PresetScope } from './api/scope-api';
import { ScopeHeader, type ScopeView } from './scope-header';
import { MicrositeSwitcher } from './microsite-switcher';
import { GroupsButton, SearchHistoryBox } from './search-history-box';
import { useMicrositeScope } from './use-microsite-scope';
import classes from './search-builder.module.css';
import { emptyDraft, isComplete, toFilter, type ChosenPlace, type Draft } from './wizard-model';
import { prefillFromState, prefillOf } from './query-prefill';

type BuilderScope = 'microsite' | undefined;

function useScope(scope: BuilderScope) {
  const params = useParams();
  const microsite = useMicrositeScope(scope === 'microsite');
  const groupId = params.id !== undefined ? Number(params.id) : undefined;
  const validGroup = groupId !== undefined && Number.isInteger(groupId) && groupId > 0 ? groupId : undefined;
  const slug = groupId === undefined ? params.slug : undefined;
  const store = useScopeStore(slug);
  const group = useScopeGroup(validGroup);
  const members = useGroupStores(validGroup);

  let view: ScopeView = { kind: 'platform' };
  if (slug) view = store.data ? { kind: 'user', name: store.data.name, image: store.data.avatar_url } : null;
  if (groupId !== undefined)
    view = group.data ? { kind: 'group', name: group.data.name, image: group.data.logo_url } : null;

  const notFound =
    (slug !== undefined && store.error instanceof HttpError && store.error.status === 404) ||
    (groupId !== undefined && validGroup === undefined);
  const failure = slug !== undefined && !notFound ? store.error : groupId !== undefined ? group.error : null;
  const stores = (members.data?.data ?? []).map((member) => ({ value: member.id, label: member.name }));
  if (scope === 'microsite') {
    return { ...microsite, failure: null, groupId: undefined, stores: [], wayOut: '/microsite' };
  }
  return {
    micrositeId: undefined,
    users: [],
    choose: () => undefined,
    view,
    notFound,
    failure,
    userId: slug ? store.data?.id : undefined,
    groupId: validGroup,
    stores,
    wayOut: groupId !== undefined ? '/account/group/index' : '/',
  };
}

/** The scope whose preset filters the builder starts with: the microsite, the group or the store; none otherwise. */
function presetScopeOf(scope: { micrositeId?: number; groupId?: number; userId?: number }): PresetScope | null {
  if (scope.micrositeId !== undefined) return { microsite_id: scope.micrositeId };
  if (scope.groupId !== undefined) return { group_id: scope.groupId };
  if (scope.userId !== undefined) return { user_id: scope.userId };
  return null;
}

/** A new scope (another group or store in the same route) starts a new search. */
export function SearchBuilderPage({ scope }: { scope?: BuilderScope }) {
  const params = useParams();
  return <SearchBuilder key={`${scope ?? ''}/${params.id ?? ''}/${params.slug ?? ''}`} kind={scope} />;
}

function SearchBuilder({ kind }: { kind: BuilderScope }) {
  const configuration = useConfiguration();
  const session = useSession();
  const navigate = useNavigate();
  const scope = useScope(kind);
  const create = useCreateSearch();
  // The scope's preset filters stand as the filters already added until the person changes the list.
  const presets = usePresetFilters(presetScopeOf(scope));
  // 'Editar en el asistente' on the home's query box opens the builder with what it read.
  const location = useLocation();
  const [prefill] = useState(() => {
    const state = prefillFromState(location.state);
    return state ? prefillOf(state) : null;
  });
  const [chosen, setFilters] = useState<SearchFilterInput[] | null>(prefill?.filters ?? null);
  const presetFilters = presets.data?.filters;
  const filters = useMemo(() => chosen ?? presetFilters ?? [], [chosen, presetFilters]);
  // A sentence read by the query box fills the wizard; «Buscar similares» (a listing's page) opens it with the
  // listing's kind and place already answered.
  const [draft, setDraft] = useState<Draft>(() => {
    if (prefill) return prefill.draft;
    const similar = readSimilarSearch(location.state);
    return similar ? { ...emptyDraft, ...similar } : emptyDraft;
  });
  const [wizardKey, setWizardKey] = useState(0);
  const [places, setPlaces] = useState<ChosenPlace[]>(prefill?.places ?? []);
  const [order, setOrder] = useState<SearchOrder>(prefill?.order ?? 'relevance');

  useWayOut(scope.failure ? { to: scope.wayOut, error: scope.failure } : null);

  const context = useMemo(
    () => ({
      fields: configuration.FIELDS,
      stores: scope.stores,
      hasStores: scope.stores.length > 0,
      propertyFilterAdded: filters.some((filter) => filter.type === 'property'),
    }),
    [configuration.FIELDS, scope.stores, filters],
  );

  // The area step's map opens where the scope's listings are: a microsite's chosen user is that user's store.
  const areaScope = scope.userId !== undefined ? { user_id: scope.userId } : (presetScopeOf(scope) ?? {});

  if (scope.notFound) return <NotFoundView />;

  const complete = isComplete(draft);
  const all = complete ? [...filters, toFilter(draft, context)] : filters;
  const hasProperty = all.some((filter) => filter.type === 'property');
  const placeNames = hasProperty ? places.map((place) => place.description) : [];
  const title = all.length > 0 ? searchTitle(all, placeNames) : null;
  const full = filters.length >= searchLimits.filtersMax;
  const scopeReady = scope.view !== null;

  const addFilter = () => {
    setFilters([...filters, toFilter(draft, context)]);
    setDraft(emptyDraft);
    setWizardKey((key) => key + 1);
  };

  const removeFilter = (index: number) => setFilters(filters.filter((_, position) => position !== index));

  const submit = (
    chosenFilters: SearchFilterInput[] = all,
    chosenPlaces: { reference: string }[] = hasProperty ? places : [],
    chosenOrder: SearchOrder = order,
  ) => {
    const uuid = newUuid();
    create.mutate(
      {
        uuid,
        ...(scope.micrositeId !== undefined && { microsite_id: scope.micrositeId }),
        user_id: scope.userId ?? null,
        group_id: scope.groupId ?? null,
        filters: chosenFilters,
        order: chosenOrder,
        places: chosenPlaces.map((place) => ({ reference: place.reference })),
      },
      {
        onSuccess: (search) => {
          // A visitor's search goes with the sign-in, which makes it the account's.
          if (session.status !== 'authenticated')
            setSessionSearches([search, ...session.searches.filter((item) => item.uuid !== search.uuid)]);
          navigate(`/search/${uuid}`);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  const searchQuery = (result: QueryBoxResult) => submit(result.filters, result.places, result.order);
  const editQuery = (result: QueryBoxResult) => {
    const next = prefillOf(result);
    setFilters(next.filters);
    setDraft(next.draft);
    setPlaces(next.places);
    setOrder(next.order);
    setWizardKey((key) => key + 1);
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <ScopeHeader scope={scope.view}>
          {scope.users.length > 0 && (
            <MicrositeSwitcher users={scope.users} value={scope.userId} onChange={scope.choose} />
          )}
        </ScopeHeader>
        <div className={classes.layout}>
          <Stack gap="md">
            {!full && scopeReady && (
              <Paper withBorder radius="md" p="md" component="section" aria-label={texts.queryBox}>
                <QueryBox
                  onSearch={searchQuery}
                  onEdit={editQuery}
                  searching={create.isPending}
                  searchLabel={queryBoxTexts.searchSentence}
                />
              </Paper>
            )}
            {filters.length > 0 && (
              <Stack gap="xs" component="section" aria-labelledby="search-filters-title">
                <Title order={2} size="h4" id="search-filters-title">
                  {texts.filters}
                </Title>
                {filters.map((filter, index) => {
                  const name = filterTitle(filter, filter.type === 'property' ? placeNames : []);
                  return (
                    <Paper key={index} withBorder radius="md" p="sm">
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={500} className={classes.title}>
                          {name}
                        </Text>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${texts.removeFilter}: ${name}`}
                          onClick={() => removeFilter(index)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
            {full ? (
              <Text c="dimmed">{texts.maxFilters}</Text>
            ) : (
              <Stack gap="xs" component="section" aria-labelledby="search-form-title">
                <Title order={2} size="h4" id="search-form-title">
                  {filters.length > 0 ? texts.addFilter : texts.filterForm}
                </Title>
                <FilterWizard
                  key={wizardKey}
                  draft={draft}
                  onDraftChange={setDraft}
                  places={places}
                  onPlacesChange={setPlaces}
                  context={context}
                  scope={areaScope}
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus size={18} />}
                  disabled={!complete}
                  onClick={addFilter}
                  aria-label={texts.addFilter}
                >
                  {texts.addFilter}
                </Button>
              </Stack>
            )}
          </Stack>
          <Stack gap="md" className={classes.aside}>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <div>
                  <Text size="sm" c="dimmed" id="search-title-label">
                    {texts.title}
                  </Text>
                  <Text
                    fw={600}
                    size="lg"
                    className={classes.title}
                    aria-labelledby="search-title-label"
                    aria-live="polite"
                  >
                    {title ?? texts.noTitle}
                  </Text>
                </div>
                <NativeSelect
                  label={texts.order}
                  value={order}
                  data={configuration.SEARCH_ORDERS.map((item) => ({ value: item.value, label: item.title }))}
                  onChange={(event) => setOrder(event.currentTarget.value as SearchOrder)}
                />
                <Button
                  size="md"
                  leftSection={<IconSearch size={18} />}
                  disabled={all.length === 0 || !scopeReady}
                  loading={create.isPending}
                  onClick={() => submit()}
                >
                  {texts.search}
                </Button>
              </Stack>
            </Paper>
            {session.status === 'authenticated' && (
              <>
                <SearchHistoryBox />
                <GroupsButton user={session.user} />
              </>
            )}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
