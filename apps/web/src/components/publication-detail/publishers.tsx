// The listing's publishers (product.md, Listings: Detail): who published it, each linked to their store when they have
// one, and 'Sincronizada automáticamente' when a synchronizer brought it in.
import type { MouseEvent } from 'react';
import { Anchor, Avatar, Badge, Stack, Text } from '@mantine/core';
import { publicationMessages } from '@vitrina/shared/publication-texts';
import type { Publication } from '@vitrina/shared/publications';
import { IconStore } from '@/components/icons';
import { detailTexts } from './detail-texts';
import classes from './publication-detail.module.css';

type PublishersProps = {
  publication: Publication;
  /** In-app navigation; without it the store link loads the page. */
  onNavigate?: (path: string) => void;
};

export function Publishers({ publication, onNavigate }: PublishersProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // Let the browser open a new tab or window when asked to.
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(path);
  };
  const people =
    publication.users.length > 0
      ? publication.users
      : [{ id: 0, name: publication.publicable.name, slug: null, avatar_url: null }];

  return (
    <Stack component="section" gap="xs" aria-labelledby="detail-publishers">
      <Text id="detail-publishers" fw={700} size="sm" tt="uppercase" c="dimmed" className={classes.sectionTitle}>
        {detailTexts.publishers}
      </Text>
      <ul className={classes.people}>
        {people.map((person) => (
          <li key={person.id} className={classes.person}>
            <Avatar
              src={person.avatar_url}
              name={person.name}
              alt={person.name}
              color="initials"
              radius="xl"
              size={40}
            />
            <div className={classes.grow}>
              <Text fw={600} size="sm" truncate="end">
                {person.name}
              </Text>
              {person.slug && (
                <Anchor
                  href={`/${person.slug}`}
                  size="xs"
                  onClick={(event) => follow(event, `/${person.slug}`)}
                  className={classes.storeLink}
                  aria-label={`${detailTexts.store} de ${person.name}`}
                >
                  <IconStore size={14} /> {detailTexts.store}
                </Anchor>
              )}
            </div>
          </li>
        ))}
      </ul>
      {publication.created_by === 'synchronizer' && (
        <Badge variant="light" color="blue" radius="sm" tt="none" fw={600} className={classes.syncBadge}>
          {publicationMessages.synced}
        </Badge>
      )}
    </Stack>
  );
}
