import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { IconUsers } from '@/components/icons';
import { invitationTexts } from '../invitation-texts';

/** In place of the answers when the user is already in the group: answering would use up a link meant for someone else. */
export function AlreadyMember({ message, groupId }: { message: string; groupId: number }) {
  return (
    <Alert color="brand" variant="light" radius="md" icon={<IconUsers size={20} />} role="status">
      {message}
      <Button component={Link} to={`/account/group/${groupId}/show`} size="xs" mt="sm" display="flex" w="fit-content">
        {invitationTexts.goToGroup}
      </Button>
    </Alert>
  );
}
