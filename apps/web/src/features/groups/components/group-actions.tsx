// The group's actions (product.md, Groups): 'Cartera' (the group's portfolio) and 'Buscar en cartera' for everyone
// (the portfolio search is not built yet, so disabled with a note), 'Invitar' and 'Editar' for admins, 'Salir del
// grupo' for everyone.
import { useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { IconCards, IconLogout, IconPencil, IconSearch, IconUserPlus } from '@/components/icons';
import { groupTexts } from '../group-texts';
import { portfolioTexts } from '../portfolio-texts';
import { InviteLinkModal } from './invite-link-modal';
import { useInvite } from './use-invite';
import { useLeave } from './use-leave';
import classes from '../groups.module.css';

export function GroupActions({ group }: { group: Group }) {
  const admin = group.pivot?.admin ?? false;
  const noteId = useId();
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
      <div>
        <Button
          fullWidth
          size="md"
          variant="light"
          disabled
          leftSection={<IconSearch size={18} />}
          aria-describedby={noteId}
        >
          {groupTexts.searchPortfolio}
        </Button>
        <Text id={noteId} size="xs" c="dimmed" ta="center" mt={6}>
          {groupTexts.portfolioSoon}
        </Text>
      </div>
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
