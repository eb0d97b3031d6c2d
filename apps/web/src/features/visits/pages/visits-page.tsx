import { useState } from 'react';
import { Container, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import { PageLoader } from '@/components/page-loader';
import { byDay, visitWeekday } from '@/components/visit-request/slot-picker';
import { useVisits, type VisitRole, type VisitWhen } from '../api/get-visits';
import { VisitCard } from '../components/visit-card';

const titles: Record<VisitRole, { title: string; lead: string; empty: Record<VisitWhen, string> }> = {
  client: {
    title: 'Mis visitas',
    lead: 'Las visitas que pediste a las publicaciones que te gustaron.',
    empty: { upcoming: 'No tenés visitas próximas.', past: 'Todavía no tenés visitas pasadas.' },
  },
  agent: {
    title: 'Agenda',
    lead: 'Las visitas que te pidieron a tus publicaciones.',
    empty: { upcoming: 'No tenés visitas próximas en tu agenda.', past: 'Todavía no hay visitas pasadas.' },
  },
};

/** account.visit.index ('Mis visitas') and account.agenda.index ('Agenda'): upcoming and past, by day. */
export function VisitsPage({ role }: { role: VisitRole }) {
  const [when, setWhen] = useState<VisitWhen>('upcoming');
  const [page, setPage] = useState(1);
  const visits = useVisits(role, when, page);
  const texts = titles[role];
  // Read once per render of the list: whether a visit has started decides its actions.
  const now = Date.now();
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.lead}</Text>
        </div>
        <SegmentedControl
          value={when}
          onChange={(value) => {
            setWhen(value as VisitWhen);
            setPage(1);
          }}
          data={[
            { value: 'upcoming', label: 'Próximas' },
            { value: 'past', label: 'Pasadas' },
          ]}
        />
        {!visits.data ? (
          <PageLoader />
        ) : visits.data.data.length === 0 ? (
          <Text c="dimmed">{texts.empty[when]}</Text>
        ) : (
          // A day view: each day of the page under its heading, its visits in order, one column on a phone.
          <Stack gap="lg">
            {byDay(visits.data.data).map(([day, dayVisits]) => (
              <Stack key={day} gap="sm" component="section" aria-labelledby={`visits-${day}`}>
                <Title order={2} size="h5" id={`visits-${day}`} tt="capitalize">
                  {visitWeekday(dayVisits[0].starts_at)} {formatDate(dayVisits[0].starts_at)}
                </Title>
                {dayVisits.map((visit) => (
                  <VisitCard key={visit.id} visit={visit} role={role} now={now} />
                ))}
              </Stack>
            ))}
          </Stack>
        )}
        {visits.data && visits.data.last_page > 1 && (
          <Pagination total={visits.data.last_page} value={page} onChange={setPage} />
        )}
      </Stack>
    </Container>
  );
}

export function ClientVisitsPage() {
  return <VisitsPage role="client" />;
}

export function AgendaPage() {
  return <VisitsPage role="agent" />;
}
