// The report of the chosen source over the chosen range, in the view of its source type. A refused range is said
// before asking; a refused request (403, 422) shows the API's message and leaves the range picker usable.
import type { ComponentType } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { StatReport, StatSource, StatSourceType } from '@vitrina/shared/stats';
import { errorMessage } from '@/lib/error-message';
import { useStatReport } from '../api/get-stat-report';
import type { DayRange } from '../stat-dates';
import { statTexts } from '../stat-texts';
import { GroupReport } from './group-report';
import { UserReport } from './user-report';
import classes from '../stats.module.css';

const views: Record<StatSourceType, ComponentType<{ report: StatReport }>> = {
  user: UserReport,
  group: GroupReport,
  microsite: GroupReport,
};

type StatReportViewProps = {
  source: StatSource;
  range: DayRange;
  /** Why the range cannot be asked for, if it cannot. */
  refused: string | null;
};

export function StatReportView({ source, range, refused }: StatReportViewProps) {
  const query = useStatReport(refused ? null : { source: { type: source.type, id: source.id }, dates: range });

  if (refused) {
    return (
      <Alert color="red" variant="light" role="alert">
        {refused}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={statTexts.reportFailed}>
        <Stack gap="xs" align="flex-start">
          {errorMessage(query.error)}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
            {statTexts.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="sm" role="status" aria-label={statTexts.loadingReport}>
        <Skeleton height={96} radius="md" />
        <Skeleton height={260} radius="md" />
      </Stack>
    );
  }
  const View = views[query.data.source.type] ?? views[source.type];
  return (
    <div
      className={classes.report}
      aria-busy={query.isPlaceholderData}
      data-refreshing={query.isPlaceholderData || undefined}
    >
      <View report={query.data} />
    </div>
  );
}
