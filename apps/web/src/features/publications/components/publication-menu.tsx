// A listing's options (product.md, Listings): 'Editar' for the creator of a listing a person made, 'Definir prioridad'
// for everyone, 'Superlikes' (who superliked it, account.stat.publication) for everyone, 'Eliminar' for listings a
// person made (a synchronized one belongs to its feed).
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Publication } from '@vitrina/shared/publications';
import { IconFlag, IconPencil, IconStar, IconTrash } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';
import { publicationPaths } from '../publication-paths';
import { publicationTexts } from '../publication-texts';

// account.stat.publication belongs to the statistics feature; its path and the spec's label are repeated here rather
// than imported, as features do not import each other.
const superlikesPath = (id: number) => `/account/stat/publication/${id}`;
const superlikesLabel = 'Superlikes';

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
  return (
    <RowMenu label={publicationTexts.options(publication.title)} busy={busy} isolate>
      {canEdit(publication) && (
        <Menu.Item component={Link} to={publicationPaths.edit(publication.id)} leftSection={<IconPencil size={18} />}>
          {publicationTexts.edit}
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconFlag size={18} />} onClick={onPriority}>
        {publicationTexts.priority}
      </Menu.Item>
      <Menu.Item component={Link} to={superlikesPath(publication.id)} leftSection={<IconStar size={18} />}>
        {superlikesLabel}
      </Menu.Item>
      {canDelete(publication) && (
        <>
          <Menu.Divider />
          <Menu.Item color="red" c="red.9" leftSection={<IconTrash size={18} />} onClick={onDelete}>
            {publicationTexts.remove}
          </Menu.Item>
        </>
      )}
    </RowMenu>
  );
}
