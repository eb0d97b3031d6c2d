// What a search with no results at all shows instead of the final slide (docs/product.md, Searches: Swipe deck):
// nothing matches it yet, so there was never anything to see. It leads back to the builder for other filters (a
// search's own filters do not change: another search is built), and offers «Avisarme de nuevas publicaciones». Both
// follow what the API allows: a group's builder is its members'; the alert is anyone's who is signed in and may open a
// search someone made. A visitor who asks for the alert is asked to identify first, and gets it once signed in.
import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@vitrina/shared/messages';
import { searchAlertTexts } from '@vitrina/shared/search-alert-texts';
import type { Search } from '@vitrina/shared/searches';
import type { User } from '@vitrina/shared/users';
import { IconCards, IconFilter } from '@/components/icons';
import { requireIdentity } from '@/lib/identify-events';
import { useSession } from '@/lib/session';
import { deckTexts } from '../deck-texts';
import { useSearchAlertToggle } from '../option-actions';
import classes from '../deck.module.css';
import { useFocusFromActions } from './slide-focus';

type EmptySlideProps = {
  search: Search;
  builderPath: string;
};

/** Whether the viewer may build a search where this one looks: a group's portfolio is for its members alone. */
function mayBuildIn(search: Pick<Search, 'scope'>, viewer: Pick<User, 'groups'> | null): boolean {
  if (search.scope.type !== 'group') return true;
  return viewer?.groups.some((group) => group.id === search.scope.id) ?? false;
}

function AlertButton({ search }: { search: Search }) {
  const me = useSession().user;
  const toggle = useSearchAlertToggle(search);
  const { mutate } = toggle;
  // A visitor's request, kept until they have signed in and the search has been read again as theirs (it then
  // carries their `alert`): turned on sooner, that reading could land after it and show it off.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || me === null || search.alert === undefined) return;
    setWanted(false);
    if (!search.alert && search.user_id !== null) mutate(true);
  }, [wanted, me, search.alert, search.user_id, mutate]);

  // A signed-in person may be alerted on a search someone made; a visitor is offered it, to identify first. Between
  // the sign-in and that reading the search is still the visitor's: the button stays, waiting.
  if (me !== null && search.user_id === null && !wanted) return null;
  if (search.alert) {
    return (
      <>
        <Text ta="center" role="status">
          {deckTexts.alertOn}
        </Text>
        <Button variant="subtle" onClick={() => mutate(false)} loading={toggle.isPending}>
          {deckTexts.alertOff}
        </Button>
      </>
    );
  }
  return (
    <Button
      variant="light"
      fullWidth
      loading={toggle.isPending || (wanted && me !== null)}
      onClick={() => {
        if (requireIdentity({ subtitle: messages.searches.identify })) mutate(true);
        else setWanted(true);
      }}
    >
      {searchAlertTexts.toggle}
    </Button>
  );
}

export function EmptySlide({ search, builderPath }: EmptySlideProps) {
  const me = useSession().user;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFromActions(heading);
  return (
    <section className={classes.final} aria-labelledby="deck-empty-title">
      <Stack align="center" gap="sm" maw={360} w="100%">
        <Title order={2} id="deck-empty-title" ta="center" ref={heading} tabIndex={-1}>
          {deckTexts.emptyTitle}
        </Title>
        <Text c="dimmed" ta="center">
          {deckTexts.emptyText}
        </Text>
        {mayBuildIn(search, me) && (
          <Button component={Link} to={builderPath} leftSection={<IconFilter size={18} />} fullWidth>
            {deckTexts.changeFilters}
          </Button>
        )}
        <AlertButton search={search} />
        {me !== null && (
          <Button
            component={Link}
            to="/account/search/index"
            variant="subtle"
            leftSection={<IconCards size={18} />}
            fullWidth
          >
            {deckTexts.history}
          </Button>
        )}
      </Stack>
    </section>
  );
}
