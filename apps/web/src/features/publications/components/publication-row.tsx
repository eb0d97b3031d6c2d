// One listing of 'Listado de publicaciones' (product.md, Listings): thumbnail, title, price, category, 'Privada' when
// not public, the priority badge, who made it, and its options. The title opens the listing's detail; the whole row
// answers a click or tap, as a card does.
import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { formatCount, formatPrice } from '@vitrina/shared/format';
import { publicationMessages, type Publication } from '@vitrina/shared/publications';
import { IconSync, IconUser } from '@/components/icons';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { publicationTexts } from '../publication-texts';
import { PriorityBadge } from './priority-badge';
import { PublicationMenu } from './publication-menu';
import type { FieldOptions } from './use-field-options';
import classes from '../publications.module.css';

type PublicationRowProps = {
  /** With the count of visits asked for it when the list answers it. */
  publication: Publication & { visits_count?: number };
  options: FieldOptions;
  busy: boolean;
  onOpen: () => void;
  onPriority: () => void;
  onDelete: () => void;
};

function Price({ publication }: { publication: Publication }) {
  const { amount, amount_sale: sale, currency } = publication;
  if (sale != null && amount != null && sale < amount) {
    return (
      <Text span fw={700} size="sm" c="var(--mantine-color-black)">
        {formatPrice(sale, currency)}{' '}
        <Text span size="xs" c="dimmed" td="line-through" fw={400}>
          {formatPrice(amount, currency)}
        </Text>
      </Text>
    );
  }
  return (
    <Text span fw={700} size="sm" c="var(--mantine-color-black)">
      {formatPrice(sale ?? amount, currency)}
    </Text>
  );
}

function Note({ publication }: { publication: Publication }) {
  const synced = publication.created_by === 'synchronizer';
  if (!synced && !publication.pivot.creator) return null;
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" mt={6} align="flex-start">
      {synced ? (
        <IconSync size={14} className={classes.noteIcon} />
      ) : (
        <IconUser size={14} className={classes.noteIcon} />
      )}
      <Text size="xs">{synced ? publicationMessages.synced : publicationMessages.creator}</Text>
    </Group>
  );
}

export function PublicationRow({ publication, options, busy, onOpen, onPriority, onDelete }: PublicationRowProps) {
  const cover = [...publication.medias].sort((a, b) => a.number - b.number)[0];
  const category = options.titleOf('categories', publication.category);
  const operation = publication.operation ? options.titleOf('operations', publication.operation) : null;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.row}>
      <ImageWithFallback
        src={cover?.thumbnail_url ?? cover?.file_url}
        alt={cover ? publication.title : publicationTexts.noImage}
        width={76}
        height={76}
        className={classes.thumb}
      />
      <div className={classes.grow}>
        <UnstyledButton onClick={onOpen} className={classes.rowOpen}>
          <Text fw={650} lineClamp={2} className={classes.rowTitle}>
            {publication.title}
          </Text>
        </UnstyledButton>
        {/* Price and kind on lines of their own: on a phone a joined line wraps at the separator. */}
        <Text size="sm" mt={2}>
          <Price publication={publication} />
        </Text>
        <Text size="sm" c="dimmed">
          {category}
          {operation ? ` · ${operation}` : ''}
        </Text>
        {(!publication.public || publication.priority || Boolean(publication.visits_count)) && (
          <Group gap={6} mt={6} wrap="wrap">
            {!publication.public && (
              <Badge size="sm" variant="outline" color="gray">
                {publicationMessages.private}
              </Badge>
            )}
            <PriorityBadge priority={publication.priority} />
            {Boolean(publication.visits_count) && (
              <Badge size="sm" variant="light" color="teal">
                {formatCount(publication.visits_count ?? 0, 'visita', 'visitas')}
              </Badge>
            )}
          </Group>
        )}
        <Note publication={publication} />
      </div>
      <div className={classes.rowMenu}>
        <PublicationMenu publication={publication} busy={busy} onPriority={onPriority} onDelete={onDelete} />
      </div>
    </Paper>
  );
}
