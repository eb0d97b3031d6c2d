// The final slide (spec 02 §2): the deck has shown everything there is for now. It offers what exists today: back
// to the search's builder and, for a signed-in user, their searches. Seeing the search's publications, sharing,
// sending the list, finishing and publishing arrive with their own pages and are left out until then.
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCards, IconSearch } from '@/components/icons';
import { deckTexts } from '../deck-texts';
import classes from '../deck.module.css';

export function FinalSlide({ builderPath, signedIn }: { builderPath: string; signedIn: boolean }) {
  return (
    <section className={classes.final} aria-labelledby="deck-final-title">
      <Stack align="center" gap="md" maw={360}>
        <Title order={2} id="deck-final-title" ta="center">
          {deckTexts.finalTitle}
        </Title>
        <Text c="dimmed" ta="center">
          {deckTexts.finalText}
        </Text>
        <Button component={Link} to={builderPath} leftSection={<IconSearch size={18} />} fullWidth>
          {deckTexts.backToBuilder}
        </Button>
        {signedIn && (
          <Button
            component={Link}
            to="/account/search/index"
            variant="default"
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
