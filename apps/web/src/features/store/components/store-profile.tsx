// Who the seller is and what a visitor does here: contact them, search their listings (the search builder over this
// store's public listings), or send them a question («Consultar»).
import { Avatar, Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Store } from '@vitrina/shared/groups';
import { IconChat, IconSearch } from '@/components/icons';
import { LeadButton } from '@/components/lead-form/lead-button';
import { usePageHost } from '@/lib/page-host';
import { storeTexts } from '../store-texts';
import classes from '../store.module.css';

/**
 * The contact modal loads when asked for: its phone formatting carries libphonenumber's metadata (and zod), which the
 * store's first screen does not need.
 */
async function openContact(store: Store): Promise<void> {
  const { openContactModal } = await import('@/components/contact-modal/contact-modal');
  await openContactModal({ name: store.name, avatarUrl: store.avatar_url, contacts: store.contacts });
}

export function StoreProfile({ store }: { store: Store }) {
  const host = usePageHost();
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
          {host}/{store.slug}
        </Text>
      </div>
      <div className={classes.actions}>
        <div className={classes.buttons}>
          <Button size="md" leftSection={<IconChat size={18} />} onClick={() => void openContact(store)}>
            {storeTexts.contact}
          </Button>
          <Button
            component={Link}
            to={`/${store.slug}/search`}
            size="md"
            variant="light"
            leftSection={<IconSearch size={18} />}
          >
            {storeTexts.search}
          </Button>
        </div>
        <LeadButton target={{ storeSlug: store.slug }} about={store.name} size="md" variant="outline" fullWidth />
      </div>
    </Paper>
  );
}
