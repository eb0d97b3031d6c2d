// The onboarding guide (product.md, Searches: Swipe deck): 8 steps about the deck, shown 5 s after the first visit (no
// 'guide-search' cookie yet) and tried again every 5 s while a modal is open; a screen other than the deck shows it
// only when asked.
// While it shows, the navigation guard refuses to leave the page ('Debes cerrar la guía en pantalla.'); closing it
// stores the cookie for a year.
import { memo, useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconX } from '@/components/icons';
import { setGuideShowing } from '@/lib/guide';
import { hasOpenOverlays } from '@/lib/overlays';
import { deckTexts } from '../deck-texts';
import classes from '../deck.module.css';

export const GUIDE_COOKIE = 'guide-search';
export const GUIDE_DELAY_MS = 5000;
const steps = deckTexts.guide.steps;

function seen(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${GUIDE_COOKIE}=`));
}

function modalOpen(): boolean {
  return hasOpenOverlays() || document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Memoised: `replay` changes only when the person asks for the guide again from the options ('Cómo funcionan las
 * búsquedas'), so the deck's renders leave it alone. `auto` false: it never starts by itself.
 */
export const DeckGuide = memo(function DeckGuide({ replay = 0, auto = true }: { replay?: number; auto?: boolean }) {
  const [step, setStep] = useState<number | null>(null);

  useEffect(() => {
    if (replay > 0) setStep(0);
  }, [replay]);

  useEffect(() => {
    if (!auto || seen()) return;
    let timer = 0;
    const attempt = () => {
      if (modalOpen()) timer = window.setTimeout(attempt, GUIDE_DELAY_MS);
      else setStep(0);
    };
    timer = window.setTimeout(attempt, GUIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [auto]);

  const showing = step !== null;
  useEffect(() => {
    setGuideShowing(showing);
    return () => setGuideShowing(false);
  }, [showing]);

  if (step === null) return null;
  const close = () => {
    document.cookie = `${GUIDE_COOKIE}=1; max-age=${60 * 60 * 24 * 365}; path=/; SameSite=Lax`;
    setStep(null);
  };
  const last = step === steps.length - 1;

  return (
    <Paper
      className={classes.guide}
      shadow="xl"
      radius="lg"
      p="md"
      withBorder
      role="dialog"
      aria-labelledby="deck-guide-title"
      aria-describedby="deck-guide-text"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed">
            {deckTexts.guide.step(step + 1, steps.length)}
          </Text>
          <Title order={3} size="h4" id="deck-guide-title">
            {steps[step].title}
          </Title>
        </div>
        <ActionIcon variant="subtle" color="gray" aria-label={deckTexts.guide.close} onClick={close}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      <Text mt="xs" id="deck-guide-text">
        {steps[step].text}
      </Text>
      <Group justify="flex-end" gap="xs" mt="md">
        {step > 0 && (
          <Button variant="default" size="xs" onClick={() => setStep(step - 1)}>
            {deckTexts.guide.previous}
          </Button>
        )}
        <Button size="xs" onClick={last ? close : () => setStep(step + 1)} data-autofocus>
          {last ? deckTexts.guide.done : deckTexts.guide.next}
        </Button>
      </Group>
    </Paper>
  );
});
