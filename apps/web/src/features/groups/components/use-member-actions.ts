// An admin's actions on another member (product.md, Groups): give or take the admin role, and remove from the group
// after a confirmation. Toasts say what the API did; failures are toasted by the query cache.
import { groupMessages, type Member } from '@vitrina/shared/groups';
import { confirmDialog } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';
import { groupTexts } from '../group-texts';

export function useMemberActions(groupId: number) {
  const update = useUpdateMember(groupId);
  const remove = useRemoveMember(groupId);

  const setAdmin = (member: Member, admin: boolean) =>
    update.mutate({ userId: member.id, admin }, { onSuccess: () => notifySuccess(groupMessages.memberUpdated) });

  const removeFromGroup = async (member: Member) => {
    const confirmed = await confirmDialog({
      title: groupTexts.remove,
      text: groupTexts.removeText(member.name),
      confirmLabel: groupTexts.removeConfirm,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(member.id, { onSuccess: (answer) => notifySuccess(answer.message) });
  };

  /** The member an action is under way for, whose row shows it. */
  const busyId = update.isPending ? update.variables?.userId : remove.isPending ? remove.variables : undefined;

  return { setAdmin, removeFromGroup, busyId };
}
