// account.stat.index, 'Ver estadísticas' (product.md, Statistics): choose a source (by itself when there is only
// one, in the 'Seleccionar fuente' drawer otherwise) and a range of Argentina days, and read the source's report.
// Source and range live in the address.
import { useState } from 'react';
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { statMessages } from '@vitrina/shared/stats';
import { PageLoader } from '@/components/page-loader';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { errorMessage } from '@/lib/error-message';
import { useStatSources } from '../api/get-stat-sources';
import { RangePicker } from '../components/range-picker';
import { SourceAvatar } from '../components/source-avatar';
import { SourceDrawer } from '../components/source-drawer';
import { StatReportView } from '../components/stat-report-view';
import { argentinaToday, lastDays, rangeError } from '../stat-dates';
import { statTexts } from '../stat-texts';
import { sourceKey, useStatParams } from './use-stat-params';
import classes from '../stats.module.css';

export function StatPage() {
  const limits = useConfiguration().GENERAL.stat.range;
  const sources = useStatSources();
  const params = useStatParams();
  const [drawer, setDrawer] = useState(false);
  // 'Today' is fixed for the visit of the page: the presets do not move under the person at midnight.
  const [today] = useState(() => argentinaToday());

  if (sources.isPending) {
    return (
      <Container size="lg" py={{ base: 'md', sm: 40 }}>
        <Title order={1} size="h2">
          {statTexts.title}
        </Title>
        <Text c="dimmed" role="status" mt="md">
          {statMessages.loadingSources}
        </Text>
        <PageLoader />
      </Container>
    );
  }

  const list = sources.data ?? [];
  const several = list.length > 1;
  const chosen = list.length === 1 ? list[0] : list.find((source) => sourceKey(source) === params.source);
  const range = params.range ?? lastDays(today, limits.default);
  const refused = rangeError(range, limits.max, today);

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <Stack gap="lg">
        <div className={classes.header}>
          <Title order={1} size="h2">
            {statTexts.title}
          </Title>
          {chosen && (
            <div className={classes.chosen}>
              <SourceAvatar source={chosen} className={classes.chosenSource} />
              {several && (
                <Button variant="default" size="xs" className={classes.noShrink} onClick={() => setDrawer(true)}>
                  {statTexts.changeSource}
                </Button>
              )}
            </div>
          )}
        </div>

        {sources.isError ? (
          <Alert color="red" variant="light" role="alert" title={statTexts.sourcesFailed}>
            <Stack gap="xs" align="flex-start">
              {errorMessage(sources.error)}
              <Button size="xs" variant="light" color="red" onClick={() => void sources.refetch()}>
                {statTexts.retry}
              </Button>
            </Stack>
          </Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed">{statTexts.noSources}</Text>
        ) : !chosen ? (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md" align="flex-start">
              <Text>{statTexts.intro(limits.max)}</Text>
              <Button onClick={() => setDrawer(true)}>{statMessages.chooseSource}</Button>
            </Stack>
          </Card>
        ) : (
          <>
            <RangePicker value={range} today={today} limits={limits} onChange={params.setRange} />
            <StatReportView source={chosen} range={range} refused={refused} />
          </>
        )}
      </Stack>
      <SourceDrawer
        opened={drawer && several}
        sources={list}
        chosen={chosen}
        onChoose={params.setSource}
        onClose={() => setDrawer(false)}
      />
    </Container>
  );
}
