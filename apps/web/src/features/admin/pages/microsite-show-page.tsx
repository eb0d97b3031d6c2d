import { Button, Container } from '@mantine/core';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import type { AdminMicrosite } from '@vitrina/shared/microsites';
import { confirmDialog } from '@/components/confirm-dialog';
import { IconTrash } from '@/components/icons';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { HttpError } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { useWayOut } from '@/lib/use-way-out';
import { recordId } from '../api/admin-keys';
import { useDeleteAdminMicrosite } from '../api/delete-admin-microsite';
import { useAdminMicrosite } from '../api/get-admin-microsite';
import { useSaveAdminMicrosite, useSaveMicrositeFilters, type MicrositePayload } from '../api/save-admin-microsite';
import { adminTexts, micrositeTexts } from '../admin-texts';
import { AuditLog } from '../components/audit-log';
import { MicrositeForm } from '../components/microsite-form';
import { MicrositeSummary } from '../components/microsite-summary';
import { PresetFiltersCard } from '../components/preset-filters-card';
import classes from '../admin.module.css';

const LIST = '/admin/microsite/index';

/**
 * admin.microsite.show (spec 02 §3 Microsite): the microsite's card with 'Eliminar micrositio', the form and the
 * audit log. A microsite that does not exist is the not-found page; any other failure sends back to the list.
 */
export function MicrositeShowPage() {
  const id = recordId(useParams().id);
  const navigate = useNavigate();
  const preloaded = useLoaderData() as AdminMicrosite | null | undefined;
  const query = useAdminMicrosite(id, preloaded);
  const save = useSaveAdminMicrosite(id ?? 0);
  const saveFilters = useSaveMicrositeFilters(id ?? 0);
  const remove = useDeleteAdminMicrosite(id ?? 0);
  const settled = query.isError && !query.isFetching;
  const missing = id === null || (settled && query.error instanceof HttpError && query.error.status === 404);
  useWayOut(settled && !missing ? { to: LIST, error: query.error } : null);

  if (missing) return <NotFoundView />;
  const microsite = settled ? undefined : query.data;
  if (!microsite) return <PageLoader />;

  const onSave = async (payload: MicrositePayload) => {
    const answer = await save.mutateAsync(payload);
    notifySuccess(answer.message);
  };

  const destroy = async () => {
    const confirmed = await confirmDialog({
      title: micrositeTexts.deleteMicrosite,
      text: micrositeTexts.deleteText(microsite.name),
      confirmLabel: adminTexts.deleteConfirm,
      danger: true,
    });
    if (!confirmed || remove.isPending) return;
    try {
      const answer = await remove.mutateAsync();
      notifySuccess(answer.message);
      navigate(LIST, { replace: true });
    } catch {
      // the query cache has shown the error toast
    }
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <div className={classes.aside}>
          <MicrositeSummary microsite={microsite}>
            <Button
              variant="subtle"
              color="red"
              onClick={() => void destroy()}
              loading={remove.isPending}
              leftSection={<IconTrash size={18} />}
            >
              {micrositeTexts.deleteMicrosite}
            </Button>
          </MicrositeSummary>
        </div>
        <div className={classes.main}>
          <MicrositeForm key={microsite.id} microsite={microsite} saving={save.isPending} onSave={onSave} />
          <PresetFiltersCard
            key={`filters-${microsite.id}`}
            filters={microsite.filters}
            saving={saveFilters.isPending}
            onSave={async (filters) => notifySuccess((await saveFilters.mutateAsync(filters)).message)}
          />
          <AuditLog entries={microsite.audit} />
        </div>
      </div>
    </Container>
  );
}
