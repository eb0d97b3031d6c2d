// The daily series of the report as an area chart. This file is the only one that imports @mantine/charts (and so
// recharts, about 105 kB gzip): days-chart-lazy.tsx loads it on the statistics page alone, with its styles.
import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { StatDay } from '@vitrina/shared/stats';
import { formatDay } from '../stat-dates';
import { statTexts } from '../stat-texts';

const series = [
  { name: 'searches', label: statTexts.series.searches, color: 'brand.6' },
  { name: 'decisions', label: statTexts.series.decisions, color: 'teal.6' },
  { name: 'likes', label: statTexts.series.likes, color: 'pink.6' },
];

export function DaysChart({ days }: { days: StatDay[] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.day).slice(0, 5) }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      gridAxis="y"
      withDots={days.length <= 14}
    />
  );
}
