// The final slide (product.md, Searches: The options and the final slide): the deck has shown everything there is for
// now. Above a summary of what the person likes, it offers the search's publications (the filtered results), 'Compartir
// búsqueda' (owner), 'Enviar lista', 'Finalizar selección' (an invited participant) and 'Publicar búsqueda' (the owner
// of a group's search), then the way back to the builder and, for a signed-in user, their searches. Deciding is off
// here: the action bar has no card to decide on.
import { useRef } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { IconCards, IconSearch } from '@/components/icons';
import { useSession } from '@/lib/session';
import { LikesSummary } from '../../summary/likes-summary';
import { deckTexts } from '../deck-texts';
import { optionEntriesFor, sendList, useFinishSelection, type OptionPanel } from '../option-actions';
import classes from '../deck.module.css';
import { useFocusFromActions } from './slide-focus';

type FinalSlideProps = {
  search: Search;
  builderPath: string;
  /** Opens the options drawer on one of its panels. */
  onPanel: (panel: OptionPanel) => void;
};

export function FinalSlide({ search, builderPath, onPanel }: FinalSlideProps) {
  const me = useSession().user;
  const entries = optionEntriesFor(search, me);
  const finish = useFinishSelection(search);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFromActions(heading);
  return (
    <section className={classes.final} aria-labelledby="deck-final-title">
      <Stack align="center" gap="sm" maw={360} w="100%">
        <Title order={2} id="deck-final-title" ta="center" ref={heading} tabIndex={-1}>
          {deckTexts.finalTitle}
        </Title>
        <Text c="dimmed" ta="center">
          {deckTexts.finalText}
        </Text>
        {entries.has('filtered') && <LikesSummary searchId={search.uuid} />}
        {entries.has('filtered') && (
          <Button component={Link} to={`/account/search/${search.uuid}/filtered`} fullWidth>
            {deckTexts.seePublications}
          </Button>
        )}
        {entries.has('share') && (
          <Button variant="light" onClick={() => onPanel('share')} fullWidth>
            {deckTexts.share}
          </Button>
        )}
        {entries.has('sendList') && (
          <Button variant="light" onClick={() => void sendList(search)} fullWidth>
            {deckTexts.sendList}
          </Button>
        )}
        {entries.has('finish') && (
          <Button variant="light" onClick={() => finish.mutate()} loading={finish.isPending} fullWidth>
            {deckTexts.finish}
          </Button>
        )}
        {entries.has('publish') && (
          <Button variant="light" onClick={() => onPanel('publish')} fullWidth>
            {deckTexts.publish}
          </Button>
        )}
        <Button component={Link} to={builderPath} variant="default" leftSection={<IconSearch size={18} />} fullWidth>
          {deckTexts.backToBuilder}
        </Button>
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
