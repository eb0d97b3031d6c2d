// One search published in the group (product.md, Searches: The group's searches): its title, which opens its deck; its
// description; who published it and when; the categories its filters look for; and 'Eliminar' for those who may delete
// it.
import { ActionIcon, Avatar, Badge, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { categories } from '@vitrina/shared/enums';
import { formatDateTime } from '@vitrina/shared/format';
import type { Search } from '@vitrina/shared/searches';
import { IconTrash } from '@/components/icons';
import { groupSearchTexts } from '../group-search-texts';
import classes from '../group-searches.module.css';

/** The titles of the categories the search's filters look for, each once, in the filters' order. */
export function searchCategories(search: Search): string[] {
  const values = [...new Set(search.filters.map((filter) => filter.category))];
  return values.map((value) => categories.find((category) => category.value === value)?.title ?? value);
}

function publisherOf(search: Search) {
  return search.users.find((user) => user.pivot.owner) ?? search.users.find((user) => user.id === search.user_id);
}

type GroupSearchItemProps = {
  search: Search;
  canDelete: boolean;
  busy: boolean;
  onDelete: () => void;
};

export function GroupSearchItem({ search, canDelete, busy, onDelete }: GroupSearchItemProps) {
  const publisher = publisherOf(search);
  const titles = searchCategories(search);
  return (
    <Paper withBorder radius="md" p="md" className={classes.item}>
      <div className={classes.grow}>
        <Link to={`/search/${search.uuid}`} className={classes.open}>
          <Text fw={650} lineClamp={2} className={classes.title}>
            {search.title}
          </Text>
        </Link>
        {search.description && (
          <Text size="sm" mt={4} className={classes.description}>
            {search.description}
          </Text>
        )}
        <Group gap={8} mt="sm" wrap="nowrap">
          {publisher && (
            <Avatar
              src={publisher.avatar_url}
              name={publisher.name}
              color="initials"
              size={28}
              radius={999}
              alt=""
              aria-hidden
            />
          )}
          <div className={classes.grow}>
            {publisher && (
              <Text size="sm" fw={600} className={classes.publisher}>
                {groupSearchTexts.publishedBy(publisher.name)}
              </Text>
            )}
            {search.published_at && (
              <Text size="xs" c="dimmed">
                {groupSearchTexts.publishedAt(formatDateTime(search.published_at))}
              </Text>
            )}
          </div>
        </Group>
        {titles.length > 0 && (
          <Group gap={6} mt="sm" role="list" aria-label={groupSearchTexts.categories}>
            {titles.map((title) => (
              <Badge key={title} role="listitem" variant="light" radius="sm" tt="none">
                {title}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      {canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          radius="xl"
          loading={busy}
          onClick={onDelete}
          aria-label={groupSearchTexts.removeLabel(search.title)}
          title={groupSearchTexts.remove}
          className={classes.remove}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Paper>
  );
}
