// A search's options in the history: 'Continuar búsqueda' (back to its deck, where it stopped), 'Ver resulatos' (its
// filtered results: what each participant liked) and 'Eliminar' (the creator deletes it for everyone; anyone else
// leaves it).
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { IconCards, IconFilter, IconTrash } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';
import { historyTexts } from '../history-texts';

type SearchMenuProps = { search: Search; busy: boolean; onDelete: () => void };

export function SearchMenu({ search, busy, onDelete }: SearchMenuProps) {
  return (
    <RowMenu label={historyTexts.options(search.title)} busy={busy}>
      <Menu.Item component={Link} to={`/search/${search.uuid}`} leftSection={<IconCards size={18} />}>
        {historyTexts.resume}
      </Menu.Item>
      <Menu.Item component={Link} to={`/account/search/${search.uuid}/filtered`} leftSection={<IconFilter size={18} />}>
        {historyTexts.results}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item color="red" c="red.9" leftSection={<IconTrash size={18} />} onClick={onDelete}>
        {historyTexts.remove}
      </Menu.Item>
    </RowMenu>
  );
}
