// A member's actions (product.md, Groups): 'Contactar' for everyone; for an admin looking at someone else, the admin
// role and 'Quitar del grupo'. The group's owner keeps both the membership and the admin role (the API refuses
// either change), so neither is offered for them.
import { useState } from 'react';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import type { Member } from '@vitrina/shared/groups';
import { openContactModal } from '@/components/contact-modal/contact-modal';
import { IconChat, IconDots, IconShield, IconTrash } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';
import { groupTexts } from '../group-texts';

type MemberMenuProps = {
  member: Member;
  /** The viewer is an admin, and this member is someone else. */
  manage: boolean;
  busy: boolean;
  onSetAdmin: (admin: boolean) => void;
  onRemove: () => void;
};

export function MemberMenu({ member, manage, busy, onSetAdmin, onRemove }: MemberMenuProps) {
  const [opened, setOpened] = useState(false);
  useOverlayRegistration(opened, () => setOpened(false));
  const admin = member.pivot.admin;

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={230}
      shadow="lg"
      radius="md"
      withinPortal
      // The dropdown follows its row as the page scrolls; hiding it when the row is "detached" misfires where
      // layout is unknown (jsdom reports every box as empty) and gains nothing here.
      hideDetached={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={groupTexts.memberActions(member.name)}
          disabled={busy}
        >
          {busy ? <Loader size={16} /> : <IconDots size={20} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconChat size={18} />}
          onClick={() =>
            void openContactModal({ name: member.name, avatarUrl: member.avatar_url, contacts: member.contacts })
          }
        >
          {groupTexts.contact}
        </Menu.Item>
        {manage && !member.pivot.owner && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconShield size={18} />} onClick={() => onSetAdmin(!admin)}>
              {admin ? groupTexts.dropAdmin : groupTexts.makeAdmin}
            </Menu.Item>
            <Menu.Item color="red" c="red.9" leftSection={<IconTrash size={18} />} onClick={onRemove}>
              {groupTexts.remove}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
