// The visits of the range beside the leads (product.md, Visits): how many were asked for against the range before, and
// how many of them stand confirmed and done, in all and by where they were asked from (a search or outside one).
import { Paper, Table, Text, Title } from '@mantine/core';
import { formatCount, formatNumber } from '@vitrina/shared/format';
import type { StatVisitCounts, StatVisits } from '@vitrina/shared/stats';
import classes from '../stats.module.css';

const sourceTitles: Record<StatVisits['by_source'][number]['source'], string> = {
  search: 'Desde una búsqueda',
  publication: 'Desde la publicación',
};

function Row({ title, counts, strong = false }: { title: string; counts: StatVisitCounts; strong?: boolean }) {
  const weight = strong ? 700 : undefined;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={weight ?? 400}>
        {title}
      </Table.Th>
      {[counts.requested, counts.confirmed, counts.done].map((count, index) => (
        <Table.Td key={index} ta="right" fw={weight}>
          {formatNumber(count)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

export function VisitsSection({ visits }: { visits: StatVisits }) {
  return (
    <section aria-labelledby="stat-visits" className={classes.block}>
      <Title order={2} size="h4" id="stat-visits">
        Visitas
      </Title>
      <Text c="dimmed" size="sm">
        {formatCount(visits.requested, 'visita pedida', 'visitas pedidas')} en el período (
        {formatNumber(visits.previous.requested)} en el anterior).
      </Text>
      {/* Small type keeps the three counts inside a phone's width; the origin wraps. */}
      {visits.requested > 0 && (
        <Paper withBorder radius="md" p="xs" style={{ overflowX: 'auto' }}>
          <Table aria-labelledby="stat-visits" verticalSpacing={6} horizontalSpacing={6} fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Origen</Table.Th>
                <Table.Th ta="right">Pedidas</Table.Th>
                <Table.Th ta="right">Confirmadas</Table.Th>
                <Table.Th ta="right">Realizadas</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visits.by_source.map((row) => (
                <Row key={row.source} title={sourceTitles[row.source]} counts={row} />
              ))}
              <Row title="Total" counts={visits} strong />
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </section>
  );
}
