// A small sheet over the bottom of the results map (what a tapped marker holds), not modal: the map stays usable
// around it. It takes focus when it opens, closes with its button or Escape, and gives focus back when it goes
// while holding it (`returnFocus`), whether the person closed it or new markers made it pointless.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { searchMapTexts as texts } from './map-texts';
import classes from './map.module.css';

/**
 * Mantine's drawer closes on Escape from a window listener unless the key's target carries this attribute: every
 * focusable element of the sheet carries it, so Escape there closes the sheet and leaves the map open.
 */
export const keepEscape = { 'data-mantine-stop-propagation': true } as const;

export type MapSheetProps = {
  title: string;
  onClose: () => void;
  returnFocus: () => void;
  children: ReactNode;
};

export function MapSheet({ title, onClose, returnFocus, children }: MapSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const giveBack = useRef(returnFocus);
  useLayoutEffect(() => {
    giveBack.current = returnFocus;
  });
  useLayoutEffect(() => {
    const element = sheet.current;
    // The sheet itself, not its first button: a Space released after the key that opened it must not press one.
    element?.focus({ preventScroll: true });
    // Runs before React removes the sheet, while it can still tell whether it holds focus.
    return () => {
      if (element?.contains(document.activeElement)) giveBack.current();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    event.preventDefault();
    onClose();
  };

  return (
    <Paper
      ref={sheet}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={classes.sheet}
      shadow="md"
      radius="md"
      p="sm"
      withBorder
      onKeyDown={onKeyDown}
      {...keepEscape}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Text component="h3" id={titleId} fw={700} size="sm">
          {title}
        </Text>
        <CloseButton aria-label={texts.sheetClose} onClick={onClose} {...keepEscape} />
      </Group>
      <div className={classes.sheetBody}>{children}</div>
    </Paper>
  );
}
