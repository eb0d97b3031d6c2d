// The leads of the range beside searches and likes (product.md, Statistics; Leads): how many against the range before,
// where they were sent from, and the listings asked about most.
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatNumber } from '@vitrina/shared/format';
import { leadSources } from '@vitrina/shared/lead-texts';
import type { StatLeads } from '@vitrina/shared/stats';
import classes from '../stats.module.css';

const sourceTitle = (value: string) => leadSources.find((source) => source.value === value)?.title ?? value;

export function LeadsSection({ leads }: { leads: StatLeads }) {
  return (
    <section aria-labelledby="stat-leads" className={classes.block}>
      <Title order={2} size="h4" id="stat-leads">
        Consultas
      </Title>
      <Text c="dimmed" size="sm">
        {formatCount(leads.total, 'consulta', 'consultas')} en el período ({formatNumber(leads.previous_total)} en el
        anterior).
      </Text>
      {leads.total > 0 && (
        <Stack gap="md" mt="sm">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={600} size="sm">
                Por origen
              </Text>
              {leads.by_source.map((row) => (
                <div key={row.source}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{sourceTitle(row.source)}</Text>
                    <Text size="sm" fw={600}>
                      {formatNumber(row.count)}
                    </Text>
                  </Group>
                  <Progress
                    value={(row.count / leads.total) * 100}
                    size="sm"
                    aria-label={`${sourceTitle(row.source)}: ${formatCount(row.count, 'consulta', 'consultas')}`}
                  />
                </div>
              ))}
            </Stack>
          </Paper>
          {leads.publications.length > 0 && (
            <Paper withBorder radius="md" p="md">
              <Text fw={600} size="sm" mb="xs">
                Publicaciones más consultadas
              </Text>
              <ol className={classes.leadList}>
                {leads.publications.map((row) => (
                  <li key={`${row.id ?? 'x'}-${row.title}`}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate="end">
                        {row.title}
                      </Text>
                      <Text size="sm" fw={600}>
                        {formatNumber(row.count)}
                      </Text>
                    </Group>
                  </li>
                ))}
              </ol>
            </Paper>
          )}
        </Stack>
      )}
    </section>
  );
}
