// Who the seller is and the two things a visitor does here: contact them, or search their listings (once the
// search builder exists; until then the button says so instead of leading to a missing page).
import { Avatar, Button, Paper, Text, Title } from '@mantine/core';
import type { Store } from '@vitrina/shared/groups';
import { openContactModal } from '@/components/contact-modal/contact-modal';
import { IconChat, IconSearch } from '@/components/icons';
import { storeTexts } from '../store-texts';
import classes from '../store.module.css';

export function StoreProfile({ store }: { store: Store }) {
  return (
    <Paper radius="lg" className={classes.profile}>
      <Avatar
        src={store.avatar_url}
        name={store.name}
        color="initials"
        radius={999}
        alt=""
        aria-hidden
        className={classes.avatar}
      />
      <div className={classes.identity}>
        <Title order={1} className={classes.name}>
          {store.name}
        </Title>
        <Text size="sm" c="dimmed" className={classes.address}>
          {window.location.host}/{store.slug}
        </Text>
      </div>
      <div className={classes.actions}>
        <div className={classes.buttons}>
          <Button
            size="md"
            leftSection={<IconChat size={18} />}
            onClick={() =>
              void openContactModal({ name: store.name, avatarUrl: store.avatar_url, contacts: store.contacts })
            }
          >
            {storeTexts.contact}
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<IconSearch size={18} />}
            disabled
            aria-describedby="store-search-note"
          >
            {storeTexts.search}
          </Button>
        </div>
        <Text id="store-search-note" size="xs" c="dimmed" className={classes.searchNote}>
          {storeTexts.searchSoon}
        </Text>
      </div>
    </Paper>
  );
}
