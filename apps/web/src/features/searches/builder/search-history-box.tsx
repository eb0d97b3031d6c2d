// The builder's side for a signed-in user: 'Historial de búsqueda' (the 5 latest searches, each resuming its deck)
// and the groups modal 'Buscar en grupos' (each group leading to its portfolio's builder).
import { Anchor, Avatar, Button, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime } from '@vitrina/shared/format';
import { searchLimits } from '@vitrina/shared/searches';
import { Link } from 'react-router';
import { IconChevronRight, IconUsers } from '@/components/icons';
import type { SessionUser } from '@/lib/session';
import { useSearchHistory } from '../api/search-api';
import { builderTexts as texts } from '../search-texts';
import classes from './search-builder.module.css';

export function SearchHistoryBox() {
  const history = useSearchHistory({ take: searchLimits.historyShown, page: 1 });
  const searches = history.data?.data.slice(0, searchLimits.historyShown) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="search-history-title">
      <Title order={2} size="h4" id="search-history-title" mb="xs">
        {texts.history}
      </Title>
      {history.isPending ? (
        <Stack gap="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : searches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noHistory}
        </Text>
      ) : (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {searches.map((search) => (
            <li key={search.uuid}>
              <Link to={`/search/${search.uuid}`} className={classes.row}>
                <div className={classes.grow}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {search.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(search.created_at)}
                  </Text>
                </div>
                <IconChevronRight size={16} aria-hidden />
              </Link>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/account/search/index" size="sm" mt="sm" display="inline-block">
        {texts.seeAll}
      </Anchor>
    </Paper>
  );
}

export function GroupsButton({ user }: { user: SessionUser }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" fullWidth leftSection={<IconUsers size={18} />} onClick={open}>
        {texts.groups}
      </Button>
      <Modal opened={opened} onClose={close} title={texts.groups} centered>
        {user.groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.noGroups}
          </Text>
        ) : (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {user.groups.map((group) => (
              <li key={group.id}>
                <Link to={`/group/${group.id}/search`} className={classes.row} onClick={close}>
                  <Avatar src={group.logo_url} alt="" radius="md" name={group.name} aria-hidden />
                  <Text className={classes.grow} fw={500} lineClamp={1}>
                    {group.name}
                  </Text>
                  <IconChevronRight size={16} aria-hidden />
                </Link>
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to="/account/group/index" size="sm" mt="md" display="inline-block" onClick={close}>
          {texts.seeAll}
        </Anchor>
      </Modal>
    </>
  );
}
