// The deck's action bar (product.md, Searches: Swipe deck): back, discard, undo, like (held 0.5 s it lights up, 1.5 s
// makes a SuperLike) the map (only when the search has property filters) and options with the count of listings still
// to see. Every gesture has its button here (WCAG 2.5.1, 2.5.7). A button that cannot act right now (the next card's
// turn, nothing to undo, the final slide) says so with aria-disabled and stays focusable, as a toolbar's items do: a
// disabled button would drop the keyboard's focus to the page, and someone deciding with Enter would have to find the
// bar again for every card.
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconChevronLeft, IconDots, IconHeart, IconMapPin, IconRotate, IconX } from '@/components/icons';
import { searchMapTexts } from '../../map/map-texts';
import { deckTexts } from '../deck-texts';
import classes from '../deck.module.css';
import { DECK_ACTIONS_ID } from './slide-focus';

/** Holding like this long lights it up; this long makes a SuperLike (product.md, Searches: Swipe deck). */
export const HOLD_HIGHLIGHT_MS = 500;
export const HOLD_SUPER_MS = 1500;

type ActionBarProps = {
  canDecide: boolean;
  canUndo: boolean;
  count: number | null;
  onBack: () => void;
  onDecide: (like: boolean, isSuper?: boolean) => void;
  onUndo: () => void;
  onOptions: () => void;
  /** Opens 'Ubicación en mapa'; without it there is no map button (a search without property filters). */
  onMap?: () => void;
};

const LikeButton = memo(function LikeButton({
  disabled,
  onLike,
}: {
  disabled: boolean;
  onLike: (isSuper: boolean) => void;
}) {
  const [held, setHeld] = useState(false);
  const timers = useRef<number[]>([]);
  const superDone = useRef(false);
  const clear = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
    setHeld(false);
  };
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  return (
    <ActionIcon
      size={64}
      radius="xl"
      variant={held ? 'filled' : 'light'}
      color={held ? 'yellow' : 'teal'}
      className={classes.likeButton}
      data-held={held || undefined}
      aria-label={deckTexts.like}
      aria-description={deckTexts.likeHint}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      onPointerDown={(event) => {
        if (event.button !== 0 || disabled) return;
        clear();
        superDone.current = false;
        timers.current = [
          window.setTimeout(() => setHeld(true), HOLD_HIGHLIGHT_MS),
          window.setTimeout(() => {
            superDone.current = true;
            clear();
            onLike(true);
          }, HOLD_SUPER_MS),
        ];
      }}
      onPointerUp={clear}
      onPointerLeave={clear}
      onPointerCancel={clear}
      onContextMenu={(event) => event.preventDefault()}
      onClick={() => {
        // The press that became a SuperLike is over; its click is not another like.
        if (superDone.current) {
          superDone.current = false;
          return;
        }
        if (!disabled) onLike(false);
      }}
    >
      <IconHeart size={30} />
    </ActionIcon>
  );
});

// Each button on its own and memoised: a decision disables and enables discard and like, the count changes only
// the options button, and the rest is left alone (Mantine's buttons are most of the bar's render).
type BarButtonProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A decision's colour: decisions are the large, coloured buttons. */
  color?: string;
};

const BarButton = memo(function BarButton({ label, icon, onClick, disabled = false, color }: BarButtonProps) {
  return (
    <ActionIcon
      size={color ? 56 : 44}
      radius="xl"
      variant={color ? 'light' : 'default'}
      color={color}
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {icon}
    </ActionIcon>
  );
});

// Icons made once: a new element each render would defeat the buttons' memo.
const backIcon = <IconChevronLeft size={22} />;
const discardIcon = <IconX size={28} />;
const undoIcon = <IconRotate size={22} />;
const mapIcon = <IconMapPin size={22} />;

const OptionsButton = memo(function OptionsButton({
  count,
  onOptions,
}: {
  count: number | null;
  onOptions: () => void;
}) {
  return (
    <Indicator label={count ?? undefined} disabled={count === null} size={18} offset={6} color="brand">
      <ActionIcon
        size={44}
        radius="xl"
        variant="default"
        aria-label={deckTexts.optionsButton(count)}
        onClick={onOptions}
      >
        <IconDots size={22} />
      </ActionIcon>
    </Indicator>
  );
});

/** Memoised: it renders when what it shows changes, not with every render of the deck. */
export const ActionBar = memo(function ActionBar({
  canDecide,
  canUndo,
  count,
  onBack,
  onDecide,
  onUndo,
  onOptions,
  onMap,
}: ActionBarProps) {
  const discard = useCallback(() => onDecide(false), [onDecide]);
  const like = useCallback((isSuper: boolean) => onDecide(true, isSuper), [onDecide]);
  return (
    <div id={DECK_ACTIONS_ID} className={classes.actions} role="toolbar" aria-label={deckTexts.actions}>
      <BarButton label={deckTexts.back} icon={backIcon} onClick={onBack} />
      <BarButton label={deckTexts.discard} icon={discardIcon} onClick={discard} disabled={!canDecide} color="red" />
      <BarButton label={deckTexts.undo} icon={undoIcon} onClick={onUndo} disabled={!canUndo} />
      {onMap && <BarButton label={searchMapTexts.open} icon={mapIcon} onClick={onMap} />}
      <LikeButton disabled={!canDecide} onLike={like} />
      <OptionsButton count={count} onOptions={onOptions} />
    </div>
  );
});
