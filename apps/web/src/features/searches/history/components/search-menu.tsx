// A search's options in the history: 'Continuar búsqueda' (back to its deck, where it stopped) and 'Eliminar' (the
// creator deletes it for everyone; anyone else leaves it).
// 'Ver resulatos' joins when the filtered results page exists.
import { useState } from 'react';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { IconCards, IconDots, IconTrash } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';
import { historyTexts } from '../history-texts';

type SearchMenuProps = { search: Search; busy: boolean; onDelete: () => void };

export function SearchMenu({ search, busy, onDelete }: SearchMenuProps) {
  const [opened, setOpened] = useState(false);
  useOverlayRegistration(opened, () => setOpened(false));
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={220}
      shadow="lg"
      radius="md"
      withinPortal
      hideDetached={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={historyTexts.options(search.title)}
          disabled={busy}
        >
          {busy ? <Loader size={16} /> : <IconDots size={20} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/search/${search.uuid}`} leftSection={<IconCards size={18} />}>
          {historyTexts.resume}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" c="red.9" leftSection={<IconTrash size={18} />} onClick={onDelete}>
          {historyTexts.remove}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
