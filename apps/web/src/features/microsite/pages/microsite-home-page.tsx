// microsite.home (/microsite): a microsite's home (product.md, Microsites: Home): its logos and description, 'Buscar'
// into its search, and its users, the default first, each with their latest public listings. On the platform there is
// no microsite, so the address shows not-found.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { errorMessage } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { usePublicMicrosite } from '../api/get-microsite';
import { MicrositeHero } from '../components/microsite-hero';
import { MicrositeUser } from '../components/microsite-user';
import { micrositeTexts as texts } from '../microsite-texts';
import classes from '../microsite.module.css';

export function MicrositeHomePage() {
  const configured = useConfiguration().MICROSITE;
  const query = usePublicMicrosite(configured?.id);

  if (!configured || (query.error instanceof HttpError && query.error.status === 404)) return <NotFoundView />;
  if (query.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="sm">
          <Text fw={700}>{texts.loadFailed}</Text>
          <Text c="dimmed" size="sm">
            {errorMessage(query.error)}
          </Text>
          <Button variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
            {texts.retry}
          </Button>
        </Stack>
      </Container>
    );
  }

  const microsite = query.data;
  return (
    <>
      <div className={classes.cover} aria-hidden="true" />
      <Container size="lg" className={classes.content}>
        <Stack gap="xl">
          {/* The configuration already names the site and its logos: they show while the rest loads. */}
          <MicrositeHero
            name={microsite?.name ?? configured.name}
            description={microsite?.description ?? null}
            logoMainUrl={microsite?.logo_main_url ?? configured.logo_main_url}
            logoSecondaryUrl={microsite?.logo_secondary_url ?? configured.logo_secondary_url}
          />
          {microsite ? (
            microsite.users.length > 0 && (
              <section aria-labelledby="microsite-users-title">
                <Title order={2} size="h3" id="microsite-users-title" mb="md">
                  {texts.usersTitle}
                </Title>
                <Stack gap="md">
                  {microsite.users.map((user) => (
                    <MicrositeUser key={user.id} user={user} />
                  ))}
                </Stack>
              </section>
            )
          ) : (
            <PageLoader />
          )}
        </Stack>
      </Container>
    </>
  );
}
