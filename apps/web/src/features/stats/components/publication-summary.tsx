// The listing whose superlikes are listed (product.md, Statistics): its first image, its title or 'Sin título', its
// address and its priority badge (drawn here as the publications list draws it; features do not import each other).
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { SuperlikesPage } from '@vitrina/shared/stats';
import { IconMapPin } from '@/components/icons';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PriorityIcon } from '@/components/priority-icon';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { statTexts } from '../stat-texts';
import classes from '../stats.module.css';

function PriorityBadge({ priority }: { priority: string | null }) {
  const { PRIORITIES } = useConfiguration();
  const found = PRIORITIES.find((item) => item.value === priority);
  if (!found) return null;
  return (
    <Badge size="sm" variant="light" color={found.color} leftSection={<PriorityIcon name={found.icon} size={12} />}>
      {found.title}
    </Badge>
  );
}

export function PublicationSummary({ publication }: { publication: SuperlikesPage['publication'] }) {
  const title = publication.title?.trim() || statTexts.untitled;
  return (
    <Paper withBorder radius="md" p="md" className={classes.summary}>
      <ImageWithFallback src={publication.image_url} alt={title} width={96} height={96} loading="eager" />
      <div className={classes.grow}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {publication.address && (
          <Group gap={4} wrap="nowrap" c="dimmed" mt={4}>
            <IconMapPin size={16} />
            <Text size="sm">{publication.address}</Text>
          </Group>
        )}
        <Group gap="xs" mt="xs">
          <PriorityBadge priority={publication.priority} />
          {publication.priority && publication.priority_description && (
            <Text size="sm" c="dimmed">
              {publication.priority_description}
            </Text>
          )}
        </Group>
      </div>
    </Paper>
  );
}
