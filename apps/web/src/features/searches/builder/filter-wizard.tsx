// The filter wizard (product.md, Searches: Builder): the visible steps in order, each active, completed or inactive. A
// one-tap answer moves on by itself after 1.5 s; the step that opens is scrolled into view 300 ms later. 'Quitar'
// clears a completed step; a completed or inactive step opens again with a tap on its header. A touch on the wizard
// before the scroll cancels it, so the page never moves under a finger, and a reader who asks for less motion gets no
// animation.
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@/components/icons';
import { builderTexts as texts } from '../search-texts';
import { searchMapTexts } from '../map/map-texts';
import type { AreaScope } from '../map/area-start';
import { AreaStep } from './area-step';
import { PlacesStep } from './places-step';
import { StepControl, stepSummary, type StepContext } from './step-controls';
import classes from './search-builder.module.css';
import {
  AUTO_ADVANCE_MS,
  chooseCategory,
  chooseType,
  clearStep,
  isStepAnswered,
  SCROLL_DELAY_MS,
  singleChoiceSteps,
  visibleSteps,
  type ChosenPlace,
  type Draft,
  type StepId,
  type VisibilityContext,
} from './wizard-model';

export type StepStatus = 'active' | 'completed' | 'inactive';

type FilterWizardProps = {
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  places: ChosenPlace[];
  onPlacesChange: (places: ChosenPlace[]) => void;
  context: VisibilityContext & StepContext;
  /** Where the search looks, for the area step's map to open on its listings. */
  scope?: AreaScope;
};

export function FilterWizard({ draft, onDraftChange, places, onPlacesChange, context, scope }: FilterWizardProps) {
  const [active, setActive] = useState<StepId | null>('type');
  const steps = visibleSteps(draft, context);
  const latest = useRef({ draft, context });
  latest.current = { draft, context };
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stepRefs = useRef(new Map<StepId, HTMLElement>());

  useEffect(
    () => () => {
      clearTimeout(advanceTimer.current);
      clearTimeout(scrollTimer.current);
    },
    [],
  );

  const open = (step: StepId | null) => {
    clearTimeout(advanceTimer.current);
    setActive(step);
    clearTimeout(scrollTimer.current);
    if (step === null) return;
    scrollTimer.current = setTimeout(() => {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      stepRefs.current.get(step)?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
  };

  /** Opens the visible step after `step`, with the answers as they are by then. */
  const advanceFrom = (step: StepId) => {
    const current = visibleSteps(latest.current.draft, latest.current.context);
    const index = current.indexOf(step);
    open(index >= 0 && index < current.length - 1 ? current[index + 1] : null);
  };

  const choose = (step: StepId, patch: Partial<Draft>) => {
    let next: Draft;
    if (step === 'type') next = chooseType(draft, patch.type as string);
    else if (step === 'category') next = chooseCategory(draft, patch.category as string);
    else next = { ...draft, ...patch };
    onDraftChange(next);
    latest.current = { ...latest.current, draft: next };
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => advanceFrom(step), AUTO_ADVANCE_MS);
  };

  const change = (patch: Partial<Draft>) => {
    clearTimeout(advanceTimer.current);
    onDraftChange({ ...draft, ...patch });
  };

  const remove = (step: StepId) => {
    clearTimeout(advanceTimer.current);
    if (step === 'places') onPlacesChange([]);
    else onDraftChange(clearStep(step, draft));
    if (step === 'type' || step === 'category') open(step);
  };

  const summaryOf = (step: StepId) => {
    if (step === 'places') return places.map((place) => place.description).join(', ');
    if (step === 'area') return searchMapTexts.area.chosen;
    return stepSummary(step, draft, context);
  };

  const controlOf = (step: StepId) => {
    if (step === 'places') return <PlacesStep places={places} onChange={onPlacesChange} />;
    // A zone taken on the map is an answer given: the wizard moves on as after a one-tap choice.
    if (step === 'area')
      return (
        <AreaStep
          area={draft.area}
          place={places[0]?.reference}
          scope={scope}
          onChange={(area) => choose(step, { area })}
        />
      );
    return (
      <StepControl
        step={step}
        draft={draft}
        context={context}
        onChoose={(patch) => choose(step, patch)}
        onChange={change}
      />
    );
  };

  return (
    <Stack gap="xs" onPointerDownCapture={() => clearTimeout(scrollTimer.current)}>
      {steps.map((step, index) => {
        const answered = isStepAnswered(step, draft, places);
        const status: StepStatus = active === step ? 'active' : answered ? 'completed' : 'inactive';
        return (
          <WizardStep
            key={step}
            ref={(element) => {
              if (element) stepRefs.current.set(step, element);
              else stepRefs.current.delete(step);
            }}
            number={index + 1}
            step={step}
            status={status}
            summary={answered ? summaryOf(step) : null}
            onOpen={() => open(step)}
            onRemove={() => remove(step)}
            onNext={singleChoiceSteps.has(step) ? null : () => advanceFrom(step)}
          >
            {controlOf(step)}
          </WizardStep>
        );
      })}
    </Stack>
  );
}

type WizardStepProps = {
  ref: (element: HTMLElement | null) => void;
  number: number;
  step: StepId;
  status: StepStatus;
  summary: string | null;
  onOpen: () => void;
  onRemove: () => void;
  onNext: (() => void) | null;
  children: React.ReactNode;
};

function WizardStep({ ref, number, step, status, summary, onOpen, onRemove, onNext, children }: WizardStepProps) {
  const headingId = useId();
  const title = texts.steps[step];
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={headingId}
      aria-current={status === 'active' ? 'step' : undefined}
      data-status={status}
      className={classes.step}
      withBorder
      radius="md"
      p="sm"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} className={classes.stepTitle}>
          <UnstyledButton
            className={classes.stepHeader}
            onClick={onOpen}
            aria-expanded={status === 'active'}
            disabled={status === 'active'}
          >
            <span className={classes.stepNumber} data-status={status} aria-hidden>
              {status === 'completed' ? <IconCheck size={14} /> : number}
            </span>
            <span className={classes.stepLabel}>
              <span id={headingId}>{title}</span>
              {summary && status !== 'active' && (
                <Text span size="sm" c="dimmed" fw={400} lineClamp={1}>
                  {summary}
                </Text>
              )}
            </span>
          </UnstyledButton>
        </Title>
        {status === 'completed' && (
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="teal" size="sm">
              {texts.completed}
            </Badge>
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
              {texts.remove}
            </Button>
          </Group>
        )}
      </Group>
      {status === 'active' && (
        <Stack gap="sm" mt="sm">
          {children}
          {onNext && (
            <Group justify="flex-end">
              <Button variant="light" onClick={onNext}>
                {texts.next}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}
