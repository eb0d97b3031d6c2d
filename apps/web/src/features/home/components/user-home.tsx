// The home page of a signed-in user (product.md, The shell): a greeting, their groups, their site card and linked
// accounts. Loaded only for signed-in users, so a guest's first visit does not carry it.
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconSearch } from '@/components/icons';
import type { SessionUser } from '@/lib/session';
import { GroupsCard } from './groups-card';
import { HomeQueryBox } from './home-query-box';
import { LinkedAccounts } from './linked-accounts';
import { SiteCard } from './site-card';
import classes from '../user-home.module.css';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export default function UserHome({ user }: { user: SessionUser }) {
  return (
    <>
      <section className={classes.greeting}>
        <Container size="lg">
          <Title order={1} className={classes.greetingTitle}>
            Hola, {firstName(user.name)}
          </Title>
          <Text className={classes.greetingText}>Tu espacio para buscar, publicar y compartir.</Text>
          <Button component={Link} to="/search" mt="md" mb="md" leftSection={<IconSearch size={18} />}>
            Nueva búsqueda
          </Button>
          <HomeQueryBox />
        </Container>
      </section>
      <Container size="lg" className={classes.content}>
        <div className={classes.grid}>
          <GroupsCard groups={user.groups} />
          <SiteCard user={user} />
          <LinkedAccounts userId={user.id} />
        </div>
      </Container>
    </>
  );
}
