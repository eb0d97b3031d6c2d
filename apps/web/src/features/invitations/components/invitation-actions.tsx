// 'Rechazar' and 'Aceptar' (product.md, Groups: Invitations). Answering needs a session, and a verified email when the
// invitation asks for it; otherwise the identify panel opens at the step that fixes it and the person presses
// again once the rules show met.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { groupMessages, type Invitation } from '@vitrina/shared/groups';
import { HttpError } from '@/lib/http';
import { requireIdentity, type IdentifyRule } from '@/lib/identify-events';
import { notifyError, notifyErrorText, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useRejectInvitation } from '../api/reject-invitation';
import { invitationTexts } from '../invitation-texts';
import { AlreadyMember } from './already-member';

function messageOf(error: HttpError): string | null {
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function InvitationActions({ invitation }: { invitation: Invitation }) {
  const navigate = useNavigate();
  const session = useSession();
  const accept = useAcceptInvitation(invitation.uuid);
  const reject = useRejectInvitation(invitation.uuid);
  const [memberMessage, setMemberMessage] = useState<string | null>(null);
  const isGroup = invitation.invitationable_type === 'group';
  const groupId = invitation.invitationable_id;
  // Not while accepting: the reloaded user already lists the group a moment before the page moves on.
  const knownMember =
    isGroup &&
    !accept.isPending &&
    !accept.isSuccess &&
    (session.user?.groups.some((group) => group.id === groupId) ?? false);
  const busy = accept.isPending || reject.isPending;
  const rules: IdentifyRule[] = ['logged', ...invitation.rules.filter((rule) => rule !== 'logged')];

  const canAnswer = () => !busy && requireIdentity({ rules, subtitle: groupMessages.invitationSubtitle });

  const onError = (error: Error) => {
    // 422: already in the group. The API keeps the link open, and so does the page: it offers the group instead.
    if (error instanceof HttpError && error.status === 422)
      setMemberMessage(messageOf(error) ?? groupMessages.alreadyMember);
    // 404: used, revoked or expired since the page loaded; nothing is left to answer here.
    else if (error instanceof HttpError && error.status === 404) {
      notifyErrorText(invitationTexts.gone);
      navigate('/', { replace: true });
    } else notifyError(error);
  };

  const onAccept = () => {
    if (!canAnswer()) return;
    accept.mutate(undefined, {
      onSuccess: (group) => {
        // A group invitation leads to the group; another type goes home. Back never returns to a used link.
        if (!isGroup) return void navigate('/', { replace: true });
        notifySuccess(invitationTexts.accepted(group.name));
        navigate(`/account/group/${group.id}/show`, { replace: true });
      },
      onError,
    });
  };

  const onReject = () => {
    if (!canAnswer()) return;
    reject.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(invitationTexts.rejected);
        navigate('/', { replace: true });
      },
      onError,
    });
  };

  if (memberMessage || knownMember) {
    return <AlreadyMember message={memberMessage ?? groupMessages.alreadyMember} groupId={groupId} />;
  }
  return (
    <Group grow gap="sm" wrap="nowrap">
      <Button variant="default" size="md" onClick={onReject} loading={reject.isPending} disabled={accept.isPending}>
        {invitationTexts.reject}
      </Button>
      <Button size="md" onClick={onAccept} loading={accept.isPending} disabled={reject.isPending}>
        {invitationTexts.accept}
      </Button>
    </Group>
  );
}
