// 'Eliminar …' on an admin page: a confirmation saying what goes with it, then the API's message as a toast and back
// to the list. A failure has already been toasted by the query cache; the page stays.
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { confirmDialog } from '@/components/confirm-dialog';
import { IconTrash } from '@/components/icons';
import { notifySuccess } from '@/lib/notify';
import { adminTexts } from '../admin-texts';

type DeleteButtonProps = {
  label: string;
  /** What deleting takes with it, for the confirmation. */
  text: string;
  remove: { isPending: boolean; mutateAsync: () => Promise<{ message: string }> };
  /** The list to go back to. */
  list: string;
};

export function DeleteButton({ label, text, remove, list }: DeleteButtonProps) {
  const navigate = useNavigate();
  const destroy = async () => {
    const confirmed = await confirmDialog({ title: label, text, confirmLabel: adminTexts.deleteConfirm, danger: true });
    if (!confirmed || remove.isPending) return;
    try {
      const answer = await remove.mutateAsync();
      notifySuccess(answer.message);
      navigate(list, { replace: true });
    } catch {
      // the query cache has shown the error toast
    }
  };
  return (
    <Button
      variant="subtle"
      color="red"
      onClick={() => void destroy()}
      loading={remove.isPending}
      leftSection={<IconTrash size={18} />}
    >
      {label}
    </Button>
  );
}
