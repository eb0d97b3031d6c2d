// A group's members ranked by the searches their clients answered (product.md, Statistics): the top three get a trophy
// with '1º', '2º', '3º', and each member's response rate is a badge in its colour. A table from a tablet up; on a
// phone, where seven columns do not fit, one card per member.
import { Avatar, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatNumber } from '@vitrina/shared/format';
import type { StatRankedUser } from '@vitrina/shared/stats';
import { statTexts } from '../stat-texts';
import { responseRate } from './response-rate';
import { IconTrophy } from './trophy-icon';
import classes from '../stats.module.css';

const medalColors = ['yellow', 'gray', 'orange'] as const;

function Position({ position }: { position: number }) {
  if (position > medalColors.length) return <Text c="dimmed">{statTexts.medal(position)}</Text>;
  return (
    <Badge
      variant="light"
      color={medalColors[position - 1]}
      leftSection={<IconTrophy size={14} />}
      aria-label={statTexts.medalLabel(position)}
      data-medal={position}
    >
      {statTexts.medal(position)}
    </Badge>
  );
}

const count = (value: number) => formatNumber(value, false);

function MemberCards({ users }: { users: StatRankedUser[] }) {
  const columns = statTexts.userColumns;
  return (
    <ol className={classes.ranking} aria-labelledby="stat-users">
      {users.map((user, index) => {
        const rate = responseRate(user.searches_answered_count, user.searches_shareable_count);
        return (
          <Paper component="li" key={user.id} withBorder radius="md" p="sm" className={classes.member} data-member>
            <Group gap="sm" wrap="nowrap">
              <Position position={index + 1} />
              <Avatar src={user.avatar_url} name={user.name} color="initials" size={32} alt="" aria-hidden />
              <Text fw={600} className={classes.grow} truncate>
                {user.name}
              </Text>
              <Badge variant="light" color={rate.color} data-color={rate.color}>
                {rate.text}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                `${columns.searches}: ${count(user.searches_count)}`,
                `${columns.shared}: ${count(user.searches_shareable_count)}`,
                `${columns.answered}: ${count(user.searches_answered_count)}`,
                `${columns.listings}: ${count(user.publications_count)}`,
              ].join(' · ')}
            </Text>
          </Paper>
        );
      })}
    </ol>
  );
}

export function UserRanking({ users }: { users: StatRankedUser[] }) {
  const columns = statTexts.userColumns;
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <section aria-labelledby="stat-users" className={classes.block}>
      <Title order={2} size="h4" id="stat-users">
        {statTexts.usersTitle}
      </Title>
      {users.length === 0 ? (
        <Text c="dimmed">{statTexts.usersEmpty}</Text>
      ) : phone ? (
        <MemberCards users={users} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-labelledby="stat-users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns.position}</Table.Th>
                <Table.Th>{columns.name}</Table.Th>
                <Table.Th ta="right">{columns.searches}</Table.Th>
                <Table.Th ta="right">{columns.shared}</Table.Th>
                <Table.Th ta="right">{columns.answered}</Table.Th>
                <Table.Th ta="right">{columns.listings}</Table.Th>
                <Table.Th ta="right">{columns.rate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user, index) => {
                const rate = responseRate(user.searches_answered_count, user.searches_shareable_count);
                return (
                  <Table.Tr key={user.id} data-member>
                    <Table.Td>
                      <Position position={index + 1} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={user.avatar_url} name={user.name} color="initials" size={32} alt="" aria-hidden />
                        <Text fw={500}>{user.name}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{count(user.searches_count)}</Table.Td>
                    <Table.Td ta="right">{count(user.searches_shareable_count)}</Table.Td>
                    <Table.Td ta="right">{count(user.searches_answered_count)}</Table.Td>
                    <Table.Td ta="right">{count(user.publications_count)}</Table.Td>
                    <Table.Td ta="right">
                      <Badge variant="light" color={rate.color} data-color={rate.color}>
                        {rate.text}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
