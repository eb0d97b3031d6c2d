// The report's figures as cards, each with its change against the previous period, and the response rate.
import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatNumber } from '@vitrina/shared/format';
import { statFigureKeys, type StatFigures, type StatReport } from '@vitrina/shared/stats';
import { formatDay } from '../stat-dates';
import { figureLabels, statTexts } from '../stat-texts';
import { figureChange } from './figure-change';
import { responseRate } from './response-rate';
import classes from '../stats.module.css';

function FigureCard({ label, value, previous }: { label: string; value: number; previous: number }) {
  const change = figureChange(value, previous);
  return (
    <Card withBorder radius="md" padding="md" component="li" className={classes.figure}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline" justify="space-between">
        <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.2}>
          {formatNumber(value, false)}
        </Text>
        <Badge variant="light" color={change.color}>
          {change.text}
        </Badge>
      </Group>
    </Card>
  );
}

function ResponseRateCard({ figures }: { figures: StatFigures }) {
  const answered = figures.SearchShareableAnsweredCount;
  const shareable = figures.SearchShareableCount;
  const rate = responseRate(answered, shareable);
  return (
    <Card withBorder radius="md" padding="md" component="li" className={classes.figure}>
      <Text size="sm" c="dimmed">
        {statTexts.responseRate}
      </Text>
      <Group gap="xs" align="center" wrap="nowrap">
        <Badge size="xl" variant="light" color={rate.color} data-color={rate.color}>
          {rate.text}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {statTexts.responseRateDetail(answered, shareable)}
      </Text>
    </Card>
  );
}

export function ReportFigures({ report, keys = statFigureKeys }: { report: StatReport; keys?: (keyof StatFigures)[] }) {
  const [from, to] = report.previous_dates;
  return (
    <section aria-labelledby="stat-figures" className={classes.block}>
      <Title order={2} size="h4" id="stat-figures">
        {statTexts.figures}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 2, md: 3 }} spacing="sm" className={classes.plainList}>
        {keys.map((key) => (
          <FigureCard key={key} label={figureLabels[key]} value={report.figures[key]} previous={report.previous[key]} />
        ))}
        <ResponseRateCard figures={report.figures} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {statTexts.comparedTo(formatDay(from), formatDay(to))}
      </Text>
    </section>
  );
}
