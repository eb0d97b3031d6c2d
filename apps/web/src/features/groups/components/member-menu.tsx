// A member's actions (product.md, Groups): 'Contactar' for everyone; for an admin looking at someone else, the admin
// role and 'Quitar del grupo'. The group's owner keeps both the membership and the admin role (the API refuses
// either change), so neither is offered for them.
import { Menu } from '@mantine/core';
import type { Member } from '@vitrina/shared/groups';
import { openContactModal } from '@/components/contact-modal/contact-modal';
import { IconChat, IconShield, IconTrash } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';
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
  const admin = member.pivot.admin;

  return (
    <RowMenu label={groupTexts.memberActions(member.name)} busy={busy} width={230}>
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
    </RowMenu>
  );
}
