// A search's options in the history: 'Continuar búsqueda' (back to its deck, where it stopped) and 'Eliminar' (the
// creator deletes it for everyone; anyone else leaves it).
// 'Ver resulatos' joins when the filtered results page exists.
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { IconCards, IconTrash } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';
import { historyTexts } from '../history-texts';

type SearchMenuProps = { search: Search; busy: boolean; onDelete: () => void };

export function SearchMenu({ search, busy, onDelete }: SearchMenuProps) {
  return (
    <RowMenu label={historyTexts.options(search.title)} busy={busy}>
      <Menu.Item component={Link} to={`/search/${search.uuid}`} leftSection={<IconCards size={18} />}>
        {historyTexts.resume}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item color="red" c="red.9" leftSection={<IconTrash size={18} />} onClick={onDelete}>
        {historyTexts.remove}
      </Menu.Item>
    </RowMenu>
  );
}
