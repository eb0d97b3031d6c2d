// The group's actions (product.md, Groups): 'Cartera' (the group's portfolio), 'Búsquedas' (the searches published in
// the group) and 'Buscar en cartera' (the search builder over the portfolio) for every member, 'Invitar' and 'Editar'
// for admins, 'Salir del grupo' for everyone.
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { IconCards, IconFilter, IconLogout, IconPencil, IconSearch, IconUserPlus } from '@/components/icons';
import { groupTexts } from '../group-texts';
import { portfolioTexts } from '../portfolio-texts';
import { groupSearchTexts } from '../searches/group-search-texts';
import { InviteLinkModal } from './invite-link-modal';
import { useInvite } from './use-invite';
import { useLeave } from './use-leave';
import classes from '../groups.module.css';

export function GroupActions({ group }: { group: Group }) {
  const admin = group.pivot?.admin ?? false;
  const invite = useInvite(group);
  const leave = useLeave(group);

  return (
    <Stack gap="sm">
      <Button
        component={Link}
        to={`/account/group/${group.id}/publication`}
        fullWidth
        size="md"
        leftSection={<IconCards size={18} />}
      >
        {portfolioTexts.link}
      </Button>
      <Button
        component={Link}
        to={`/account/group/${group.id}/search`}
        fullWidth
        size="md"
        variant="default"
        leftSection={<IconFilter size={18} />}
      >
        {groupSearchTexts.link}
      </Button>
      <Button
        component={Link}
        to={`/group/${group.id}/search`}
        fullWidth
        size="md"
        variant="light"
        leftSection={<IconSearch size={18} />}
      >
        {groupTexts.searchPortfolio}
      </Button>
      <div className={classes.actions}>
        {admin && (
          <Button
            onClick={() => void invite.invite()}
            loading={invite.pending}
            leftSection={<IconUserPlus size={18} />}
          >
            {groupTexts.invite}
          </Button>
        )}
        {admin && (
          <Button
            component={Link}
            to={`/account/group/${group.id}/edit`}
            variant="default"
            leftSection={<IconPencil size={18} />}
          >
            {groupTexts.edit}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          onClick={() => void leave.leave()}
          loading={leave.pending}
          leftSection={<IconLogout size={18} />}
        >
          {groupTexts.leave}
        </Button>
      </div>
      <InviteLinkModal group={group} link={invite.link} onClose={invite.closeLink} />
    </Stack>
  );
}
