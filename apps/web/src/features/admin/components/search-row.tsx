import { Badge, Paper, Text } from '@mantine/core';
import type { AdminSearchRow } from '@vitrina/shared/admin';
import { formatDateTime } from '@vitrina/shared/format';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';

/** Where a search looks, as the list names it. */
export function searchScopeText(scope: AdminSearchRow['scope']): string {
  switch (scope.type) {
    case 'platform':
      return 'Toda la plataforma';
    case 'user':
      return `Tienda de ${scope.name ?? ''}`.trim();
    case 'group':
      return `Grupo ${scope.name ?? ''}`.trim();
    default:
      return `Micrositio ${scope.name ?? ''}`.trim();
  }
}

/**
 * One search of the admin list. Not a link: its filtered results page is for its participants and its group's
 * members only (the API answers 404 to an admin who is neither).
 */
export function SearchRow({ search }: { search: AdminSearchRow }) {
  return (
    <Paper withBorder radius="md" p="sm" className={`${classes.row} ${classes.searchRow}`}>
      <div className={classes.rowBody}>
        <Text fw={650} truncate>
          {search.title}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {searchScopeText(search.scope)} · {search.owner ? adminTexts.ownerOf(search.owner.name) : adminTexts.noOwner}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {adminTexts.participantsCount(search.participants_count)} ·{' '}
          {adminTexts.decisions(search.decisions_true_count, search.decisions_false_count)}
        </Text>
      </div>
      <div className={classes.rowAside}>
        {search.shareable && (
          <Badge variant="light" color="teal" size="sm">
            {adminTexts.shared}
          </Badge>
        )}
        {search.published_at && (
          <Badge variant="light" size="sm">
            {adminTexts.published}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(search.created_at)}
        </Text>
      </div>
    </Paper>
  );
}
