// The publishers' contact means on a listing's page: exactly what each shows on their store (the API filters them), as
// links that open mail, the phone or WhatsApp; the numbers as the server formatted them.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { PublicationPagePublisher } from '@vitrina/shared/publication-page';
import { contactLinks } from '@/components/contact-modal/contact-links';
import { IconChat, IconMail, IconPhone } from '@/components/icons';
import { publicationPageTexts as texts } from '../publication-page-texts';
import classes from '../publication-page.module.css';

const icons = { email: IconMail, phone: IconPhone, whatsapp: IconChat } as const;

export function ListingContacts({ publishers }: { publishers: PublicationPagePublisher[] }) {
  const rows = publishers
    .map((publisher) => ({ publisher, links: contactLinks(publisher.contacts, publisher.numbers_shown) }))
    .filter((row) => row.links.length > 0);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {texts.noContacts}
      </Text>
    );
  return (
    <Stack gap="sm">
      {rows.map(({ publisher, links }) => (
        <Stack key={publisher.id} gap={6}>
          {publishers.length > 1 && (
            <Text size="sm" fw={600}>
              {publisher.name}
            </Text>
          )}
          <Group gap="xs">
            {links.map((link) => {
              const Icon = icons[link.kind];
              return (
                <Anchor
                  key={link.kind}
                  href={link.href}
                  className={classes.contact}
                  aria-label={`${link.label}: ${link.value}`}
                  {...(link.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon size={18} /> <span>{link.value}</span>
                </Anchor>
              );
            })}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
