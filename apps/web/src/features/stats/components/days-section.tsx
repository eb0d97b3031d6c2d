// 'Actividad diaria': the chart of the report's days, named for assistive technology, its code loaded on demand.
import { lazy, Suspense } from 'react';
import { Card, Skeleton, Title } from '@mantine/core';
import type { StatReport } from '@vitrina/shared/stats';
import { formatDay } from '../stat-dates';
import { statTexts } from '../stat-texts';
import classes from '../stats.module.css';

const DaysChart = lazy(async () => ({ default: (await import('./days-chart')).DaysChart }));

export function DaysSection({ report }: { report: StatReport }) {
  const [from, to] = report.dates;
  return (
    <section aria-labelledby="stat-days" className={classes.block}>
      <Title order={2} size="h4" id="stat-days">
        {statTexts.chartTitle}
      </Title>
      <Card withBorder radius="md" padding="md">
        <div role="img" aria-label={statTexts.chartLabel(formatDay(from), formatDay(to))}>
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <DaysChart days={report.days} />
          </Suspense>
        </div>
      </Card>
    </section>
  );
}
