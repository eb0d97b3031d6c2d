// A listing's options (product.md, Listings): 'Editar' for the creator of a listing a person made, 'Definir prioridad'
// for everyone, 'Eliminar' for listings a person made (a synchronized one belongs to its feed). 'Superlikes'
// joins with the statistics pages.
import { useState } from 'react';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Publication } from '@vitrina/shared/publications';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';
import { publicationPaths } from '../publication-paths';
import { publicationTexts } from '../publication-texts';

export function canEdit(publication: Publication): boolean {
  return publication.created_by === 'user' && publication.pivot.creator;
}

export function canDelete(publication: Publication): boolean {
  return publication.created_by === 'user';
}

type PublicationMenuProps = {
  publication: Publication;
  busy: boolean;
  onPriority: () => void;
  onDelete: () => void;
};

export function PublicationMenu({ publication, busy, onPriority, onDelete }: PublicationMenuProps) {
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
          aria-label={publicationTexts.options(publication.title)}
          disabled={busy}
          // The row around opens the listing; the menu is its own thing.
          onClick={(event) => event.stopPropagation()}
        >
          {busy ? <Loader size={16} /> : <IconDots size={20} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {canEdit(publication) && (
          <Menu.Item component={Link} to={publicationPaths.edit(publication.id)} leftSection={<IconPencil size={18} />}>
            {publicationTexts.edit}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFlag size={18} />} onClick={onPriority}>
          {publicationTexts.priority}
        </Menu.Item>
        {canDelete(publication) && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" c="red.9" leftSection={<IconTrash size={18} />} onClick={onDelete}>
              {publicationTexts.remove}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
