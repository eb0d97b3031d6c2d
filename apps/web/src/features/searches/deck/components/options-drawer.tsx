// 'Opciones de la búsqueda' (product.md, Searches: The options and the final slide): how many listings are left to see;
// for the search's creator 'Cambiar nombre', 'Compartir búsqueda' and, on a group's search, 'Publicar búsqueda'; the
// filtered publications with how many the person likes (for those the API shows them to); sending one's list (the
// participants); for the other participants 'Finalizar selección', until they finish; the switch «Avisarme de nuevas
// publicaciones» for whoever is signed in; and the guide again. One panel opens at a time, in place, under its heading;
// the screen that opens the drawer may hide entries or open it on a panel (the final slide does).
import { lazy, memo, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Drawer, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { limits } from '@vitrina/shared/constants';
import { messages } from '@vitrina/shared/messages';
import { searchAlertTexts } from '@vitrina/shared/search-alert-texts';
import type { Search } from '@vitrina/shared/searches';
import { IconPencil } from '@/components/icons';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { showFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useOverlayRegistration } from '@/lib/overlays';
import { useSession } from '@/lib/session';
import { searchKeys } from '../../search-keys';
import { getLikedCount, useUpdateSearchTitle } from '../api/deck-api';
import {
  optionEntriesFor,
  sendList,
  useFinishSelection,
  useSearchAlertToggle,
  type OptionEntry,
  type OptionPanel,
} from '../option-actions';
import { predictTexts } from '../../predict/predict-texts';
import { PublishForm } from './publish-form';
import { SharePanel } from './share-panel';
import { deckTexts } from '../deck-texts';
import classes from '../deck.module.css';
import { TOAST_MS } from '../use-deck';

const TITLE_MIN = limits.searchTitleMin;
const TITLE_MAX = limits.searchTitleMax;

type OptionsDrawerProps = {
  search: Search;
  count: number | null;
  opened: boolean;
  onClose: () => void;
  /** Entries this screen leaves out (the filtered results hide their own). */
  hide?: readonly OptionEntry[];
  /** The panel the drawer opens on. */
  start?: OptionPanel | null;
  /** 'Cómo funcionan las búsquedas': the screen shows its guide again. */
  onGuide?: () => void;
  /** The ids the screen holds and the person has not decided yet: predictions leave them out. */
  held?: () => number[];
};
type Panel = OptionPanel | null;

// Its code (and the schemas it reads) loads when it opens: the deck's first screen does not need it.
const PredictionPanel = lazy(async () => ({
  default: (await import('../../predict/prediction-panel')).PredictionPanel,
}));

const noneHeld = () => [];

/** The alert's switch: its state from the search, changed at once, put back if the API refuses. */
function AlertSwitch({ search }: { search: Search }) {
  const toggle = useSearchAlertToggle(search);
  const hint = useId();
  // The hint apart from the label, so the switch's name is its label alone.
  return (
    <Stack gap={4}>
      <Switch
        label={searchAlertTexts.toggle}
        aria-describedby={hint}
        checked={search.alert ?? false}
        disabled={toggle.isPending}
        onChange={(event) => toggle.mutate(event.currentTarget.checked)}
      />
      <Text id={hint} size="xs" c="dimmed">
        {searchAlertTexts.toggleHint}
      </Text>
    </Stack>
  );
}

/**
 * A title is required, of 3 to 255 characters (product.md, Searches), said in the validation texts (product.md, The
 * shell).
 */
function titleError(value: string): string | null {
  if (!value) return messages.validation.required;
  if (value.length < TITLE_MIN) return messages.validation.minLength(TITLE_MIN);
  if (value.length > TITLE_MAX) return messages.validation.maxLength(TITLE_MAX);
  return null;
}

function TitleForm({ search, onDone }: { search: Search; onDone: () => void }) {
  const [title, setTitle] = useState(search.title);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSearchTitle(search.uuid);
  const heading = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = title.trim();
    const invalid = titleError(value);
    if (invalid) return showFormErrors(form, { title: invalid }, () => setError(invalid));
    setError(null);
    update.mutate(value, {
      onSuccess: () => {
        notifySuccess(messages.searches.updated, { autoClose: TOAST_MS });
        onDone();
      },
      onError: (failure) => {
        const message = fieldErrors(failure)?.title?.[0] ?? errorMessage(failure);
        showFormErrors(form, { title: message }, () => setError(message));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={heading}>
          {deckTexts.editTitle}
        </Title>
        <TextInput
          label={deckTexts.newTitle}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={error}
          maxLength={TITLE_MAX}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {deckTexts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {deckTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Memoised: it renders when it opens or closes, when its search changes, or when the count changes while it is open;
 * a closed drawer is not rendered again for every decision's count (it shows the count of when it opens).
 */
export const OptionsDrawer = memo(function OptionsDrawer(props: OptionsDrawerProps) {
  const { search, count, opened, onClose, hide, start, onGuide, held = noneHeld } = props;
  const [panel, setPanel] = useState<Panel>(null);
  useEffect(() => {
    if (opened) setPanel(start ?? null);
  }, [opened, start]);
  useOverlayRegistration(opened, onClose);
  const close = () => {
    setPanel(null);
    onClose();
  };
  const me = useSession().user;
  const shown = optionEntriesFor(search, me);
  const finish = useFinishSelection(search);
  for (const entry of hide ?? []) shown.delete(entry);
  const liked = useQuery({
    queryKey: searchKeys.liked(search.uuid),
    queryFn: () => getLikedCount(search.uuid),
    enabled: opened && shown.has('filtered'),
    meta: { errorToast: false },
  });
  const entry = (which: OptionPanel, label: string, icon?: ReactNode) => (
    <Button variant="light" justify="flex-start" leftSection={icon} onClick={() => setPanel(which)}>
      {label}
    </Button>
  );
  const action = (label: string, run: () => void, loading = false) => (
    <Button variant="light" justify="flex-start" onClick={run} loading={loading}>
      {label}
    </Button>
  );

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="bottom"
      title={deckTexts.options}
      radius="lg"
      classNames={{ inner: classes.optionsInner, content: classes.optionsSheet }}
    >
      <Stack gap="md" pb="md">
        <Text fw={600}>{search.title}</Text>
        {count !== null && <Text c="dimmed">{deckTexts.pending(count)}</Text>}
        {panel === 'title' && <TitleForm search={search} onDone={() => setPanel(null)} />}
        {panel === 'share' && <SharePanel search={search} />}
        {panel === 'publish' && <PublishForm search={search} onDone={() => setPanel(null)} />}
        {panel === 'predict' && (
          <Suspense fallback={<Loader size="sm" aria-label={deckTexts.loading} />}>
            <PredictionPanel search={search} held={held} />
          </Suspense>
        )}
        {panel === null && (
          <>
            {shown.has('title') && entry('title', deckTexts.editTitle, <IconPencil size={18} />)}
            {shown.has('filtered') && (
              <Button
                component={Link}
                to={`/account/search/${search.uuid}/filtered`}
                variant="light"
                justify="space-between"
                rightSection={
                  liked.data !== undefined && (
                    <Badge variant="filled" aria-label={deckTexts.likedCount(liked.data)}>
                      {liked.data}
                    </Badge>
                  )
                }
                onClick={close}
              >
                {deckTexts.filtered}
              </Button>
            )}
            {shown.has('share') && entry('share', deckTexts.share)}
            {shown.has('sendList') && action(deckTexts.sendList, () => void sendList(search))}
            {shown.has('finish') && action(deckTexts.finish, () => finish.mutate(), finish.isPending)}
            {shown.has('alert') && <AlertSwitch search={search} />}
            {shown.has('publish') && entry('publish', deckTexts.publish)}
            {shown.has('predict') && entry('predict', predictTexts.entry)}
            {shown.has('guide') &&
              onGuide &&
              action(deckTexts.guideAgain, () => {
                close();
                onGuide();
              })}
          </>
        )}
      </Stack>
    </Drawer>
  );
}, sameWhileClosed);

function sameWhileClosed(before: OptionsDrawerProps, after: OptionsDrawerProps): boolean {
  return (
    before.search === after.search &&
    before.onClose === after.onClose &&
    before.opened === after.opened &&
    before.start === after.start &&
    before.hide === after.hide &&
    before.onGuide === after.onGuide &&
    before.held === after.held &&
    (before.count === after.count || !after.opened)
  );
}
