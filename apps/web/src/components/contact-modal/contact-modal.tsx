// The contact modal 'Medios de contacto habilitados' (product.md, Sign-in and the account), opened from a group's
// member rows and from a store page. Managed by the modal host so any page can open it with one call, and closed by the
// navigation guard like every overlay.
import { Anchor, Avatar, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Contacts } from '@vitrina/shared/groups';
import { messages } from '@vitrina/shared/messages';
import { numbersShown } from '@vitrina/shared/phone';
import { IconChat, IconMail, IconPhone } from '@/components/icons';
import { requestOverlayHost } from '@/lib/overlay-host';
import { registerOverlay } from '@/lib/overlays';
import { contactLinks, type ContactLink } from './contact-links';
import classes from './contact-modal.module.css';

export type ContactTarget = { name: string; avatarUrl?: string | null; contacts: Contacts };

const icons = { email: IconMail, phone: IconPhone, whatsapp: IconChat } as const;
const colors = { email: 'brand', phone: 'blue', whatsapp: 'teal' } as const;

function ContactRow({ link }: { link: ContactLink }) {
  const Icon = icons[link.kind];
  const external = link.kind === 'whatsapp';
  return (
    <UnstyledButton
      component="a"
      href={link.href}
      className={classes.row}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <ThemeIcon size={40} radius="xl" variant="light" color={colors[link.kind]}>
        <Icon size={20} />
      </ThemeIcon>
      <div className={classes.text}>
        <Text fw={600} size="sm">
          {link.label}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {link.value}
        </Text>
      </div>
    </UnstyledButton>
  );
}

function ContactList({ target }: { target: ContactTarget }) {
  const links = contactLinks(target.contacts, numbersShown(target.contacts));
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={target.avatarUrl ?? undefined} name={target.name} alt={target.name} color="initials" radius="xl" />
        <Text fw={600}>{target.name}</Text>
      </Group>
      {links.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.contact.empty}
        </Text>
      ) : (
        links.map((link) => <ContactRow key={link.kind} link={link} />)
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        c="dimmed"
        onClick={() => modals.closeAll()}
        className={classes.close}
      >
        Cerrar
      </Anchor>
    </Stack>
  );
}

export async function openContactModal(target: ContactTarget): Promise<void> {
  await requestOverlayHost();
  const id = `contact-${Date.now()}`;
  let unregister = () => {};
  modals.open({
    modalId: id,
    title: messages.contact.title,
    centered: true,
    radius: 'lg',
    // The list ends with its own 'Cerrar'; a second, header one would give the dialog two buttons of that name.
    withCloseButton: false,
    children: <ContactList target={target} />,
    onClose: () => unregister(),
  });
  unregister = registerOverlay(() => modals.close(id));
}
