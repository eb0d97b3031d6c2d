// The priority card (product.md, Listings: Priority): the configured priority's title, description and colour, the note
// its owner wrote, and when it expires.
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import type { Publication } from '@vitrina/shared/publications';
import { PriorityIcon } from '@/components/priority-icon';
import { detailTexts } from './detail-texts';
import type { FieldTitles } from './use-field-titles';
import classes from './publication-detail.module.css';

export function PriorityCard({ publication, titles }: { publication: Publication; titles: FieldTitles }) {
  const priority = titles.priority(publication.priority);
  if (!priority) return null;
  const color = priority.color;
  return (
    <Paper
      component="section"
      aria-label={detailTexts.priority}
      radius="lg"
      p="md"
      className={classes.priority}
      style={{
        borderColor: `var(--mantine-color-${color}-3)`,
        background: `var(--mantine-color-${color}-0)`,
      }}
    >
      <div className={classes.priorityHead}>
        <ThemeIcon size={40} radius="xl" color={color} variant="filled">
          <PriorityIcon name={priority.icon} size={20} />
        </ThemeIcon>
        <Stack gap={0} className={classes.grow}>
          <Text fw={700} c={`var(--mantine-color-${color}-light-color)`}>
            {priority.title}
          </Text>
          <Text size="sm" c="dimmed">
            {priority.description}
          </Text>
        </Stack>
      </div>
      {publication.priority_description && (
        <Text size="sm" mt="sm" className={classes.priorityNote}>
          {publication.priority_description}
        </Text>
      )}
      {publication.priority_expires_at && (
        <Text size="xs" fw={600} mt="sm" c={`var(--mantine-color-${color}-light-color)`}>
          {detailTexts.expiresAt(formatDate(publication.priority_expires_at))}
        </Text>
      )}
    </Paper>
  );
}
