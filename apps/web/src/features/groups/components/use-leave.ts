// 'Salir del grupo' (product.md, Groups): confirmed first, then DELETE; the API's message as the toast, the session
// user's groups refreshed (in useLeaveGroup) and back to the list.
import { useNavigate } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { confirmDialog } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useLeaveGroup } from '../api/leave-group';
import { groupTexts } from '../group-texts';

export function useLeave(group: Group) {
  const navigate = useNavigate();
  const mutation = useLeaveGroup(group.id);

  const leave = async () => {
    const confirmed = await confirmDialog({
      title: groupTexts.leave,
      text: groupTexts.leaveText(group.name),
      confirmLabel: groupTexts.leaveConfirm,
      danger: true,
    });
    if (!confirmed || mutation.isPending) return;
    try {
      const answer = await mutation.mutateAsync();
      notifySuccess(answer.message);
      navigate('/account/group/index', { replace: true });
    } catch {
      // the query cache has shown the error toast
    }
  };

  return { leave, pending: mutation.isPending };
}
