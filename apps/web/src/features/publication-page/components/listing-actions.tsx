// What a visitor does on a listing's page, below its detail: reach the publisher, share the link, look for similar
// listings, and go to the store or microsite it belongs to.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { PublicationPage } from '@vitrina/shared/publication-page';
import { Link } from 'react-router';
import { IconSearch, IconStore } from '@/components/icons';
import { LeadButton } from '@/components/lead-form/lead-button';
import { ShareButtons } from '@/components/share-buttons/share-buttons';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { similarSearchOf } from '@/lib/similar-search';
import { publicationPageTexts as texts } from '../publication-page-texts';
import classes from '../publication-page.module.css';
import { ListingContacts } from './listing-contacts';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} fw={700} size="sm" tt="uppercase" c="dimmed" className={classes.sectionTitle}>
      {children}
    </Text>
  );
}

export function ListingActions({ page }: { page: PublicationPage }) {
  const { publication, microsite } = page;
  const configuration = useConfiguration();
  const onMicrosite = configuration.MICROSITE !== null;
  const point = publication.address?.geolocation?.coordinates ?? null;
  const similar = similarSearchOf({ ...publication, point });
  const owner = page.publishers[0];
  // The page's own address on the site it was opened on (the API says it): a microsite's link keeps its brand.
  const { url } = page;

  return (
    <div className={classes.actions}>
      <section aria-labelledby="listing-contact" className={classes.panel}>
        <Heading id="listing-contact">{texts.contact}</Heading>
        <ListingContacts publishers={page.publishers} />
        <LeadButton target={{ publicationId: publication.id }} about={publication.title} variant="outline" fullWidth />
      </section>
      <section aria-labelledby="listing-share" className={classes.panel}>
        <Heading id="listing-share">{texts.share}</Heading>
        <ShareButtons url={url} title={publication.title} text={texts.shareText(publication.title)} />
      </section>
      <Stack gap="xs" className={classes.panel}>
        <Group gap="xs">
          <Button
            component={Link}
            to={onMicrosite ? '/microsite/search' : '/search'}
            state={{ similar }}
            leftSection={<IconSearch size={18} />}
          >
            {texts.similar}
          </Button>
          {!onMicrosite && owner?.slug && (
            <Button component={Link} to={`/${owner.slug}`} variant="default" leftSection={<IconStore size={18} />}>
              {texts.storeOf(owner.name)}
            </Button>
          )}
        </Group>
        {microsite &&
          (onMicrosite ? (
            <Anchor component={Link} to="/microsite" size="sm">
              {texts.moreOn(microsite.name)}
            </Anchor>
          ) : (
            <Anchor href={microsite.url} size="sm">
              {texts.partOf(microsite.name)}
            </Anchor>
          ))}
      </Stack>
    </div>
  );
}
