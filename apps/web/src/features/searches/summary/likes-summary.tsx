// What a participant likes in a search, at a glance (product.md, Searches: What one likes; GET /search/{id}/summary):
// the median price per currency with its range, the median areas and rooms, and the places, tags, brands and sizes that
// recur.
// Shown on the deck's final slide and in the filtered results; nothing until there is a like to summarise.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, formatPrice } from '@vitrina/shared/format';
import type { Counted } from '@vitrina/shared/search-summary';
import { searchKeys } from '../search-keys';
import { getLikesSummary } from './api/get-likes-summary';
import { summaryTexts } from './summary-texts';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" fw={600} miw={88}>
        {label}
      </Text>
      <div>{children}</div>
    </Group>
  );
}

function Chips({ items }: { items: Counted[] }) {
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item.name} variant="light" tt="none">
          {summaryTexts.counted(item.name, item.count)}
        </Badge>
      ))}
    </Group>
  );
}

type LikesSummaryProps = {
  /** The search's uuid. */
  searchId: string;
  /** Whose likes; null for the viewer's own. */
  userId?: number | null;
  /** The participant's name when they are not the viewer. */
  name?: string | null;
};

export function LikesSummary({ searchId, userId = null, name = null }: LikesSummaryProps) {
  const query = useQuery({
    queryKey: searchKeys.summary(searchId, userId),
    queryFn: () => getLikesSummary(searchId, userId),
    meta: { errorToast: false },
  });
  const summary = query.data;
  if (!summary || summary.likes === 0) return null;
  const squareMetres = (value: number | null) => (value === null ? null : formatNumber(value));
  const area = summaryTexts.areaValue(squareMetres(summary.area_total), squareMetres(summary.area_covered));
  const rooms = summaryTexts.roomsValue(summary.rooms, summary.bedrooms);
  const counted: [string, Counted[]][] = [
    [summaryTexts.places, summary.places],
    [summaryTexts.tags, summary.tags],
    [summaryTexts.brands, summary.brands],
    [summaryTexts.sizes, summary.sizes],
  ];
  return (
    <Paper withBorder radius="md" p="md" w="100%" component="section" aria-labelledby="likes-summary-title">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h5" id="likes-summary-title">
            {summaryTexts.title(name)}
          </Title>
          <Text size="xs" c="dimmed">
            {summaryTexts.basedOn(summary.likes)}
          </Text>
        </div>
        {summary.prices.map((price) => (
          <Line key={price.currency} label={summaryTexts.price}>
            <Text size="sm">
              {summaryTexts.priceRange(
                formatPrice(price.median, price.currency),
                formatPrice(price.min, price.currency),
                formatPrice(price.max, price.currency),
              )}
            </Text>
          </Line>
        ))}
        {area && (
          <Line label={summaryTexts.area}>
            <Text size="sm">{area}</Text>
          </Line>
        )}
        {rooms && (
          <Line label={summaryTexts.rooms}>
            <Text size="sm">{rooms}</Text>
          </Line>
        )}
        {counted.map(
          ([label, items]) =>
            items.length > 0 && (
              <Line key={label} label={label}>
                <Chips items={items} />
              </Line>
            ),
        )}
      </Stack>
    </Paper>
  );
}
