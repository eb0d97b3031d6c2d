// The options menu of a row (a listing, a group member, a search): the dots button, a loader while the row's action
// runs, and the items the row passes. It registers as an overlay, so the navigation guard closes it first.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconDots } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';

type RowMenuProps = {
  /** The button's accessible name, e.g. 'Opciones de {title}'. */
  label: string;
  busy: boolean;
  width?: number;
  /** Keep clicks on the button and the items from reaching a row that opens something itself. */
  isolate?: boolean;
  children: ReactNode;
};

export function RowMenu({ label, busy, width = 220, isolate = false, children }: RowMenuProps) {
  const [opened, setOpened] = useState(false);
  useOverlayRegistration(opened, () => setOpened(false));
  const stop = isolate ? (event: MouseEvent) => event.stopPropagation() : undefined;
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={width}
      shadow="lg"
      radius="md"
      withinPortal
      // The dropdown follows its row as the page scrolls; hiding it when the row is "detached" misfires where
      // layout is unknown (the test DOM reports every box as empty) and gains nothing here.
      hideDetached={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={label}
          disabled={busy}
          onClick={stop}
        >
          {busy ? <Loader size={16} /> : <IconDots size={20} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={stop}>{children}</Menu.Dropdown>
    </Menu>
  );
}
