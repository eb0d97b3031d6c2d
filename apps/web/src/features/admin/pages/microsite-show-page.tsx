import { Container } from '@mantine/core';
import { useLoaderData, useParams } from 'react-router';
import type { AdminMicrosite } from '@vitrina/shared/microsites';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { HttpError } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { useWayOut } from '@/lib/use-way-out';
import { recordId } from '../api/admin-keys';
import { useDeleteAdminMicrosite } from '../api/delete-admin-microsite';
import { useAdminMicrosite } from '../api/get-admin-microsite';
import { useSaveAdminMicrosite, useSaveMicrositeFilters, type MicrositePayload } from '../api/save-admin-microsite';
import { micrositeTexts } from '../admin-texts';
import { AuditLog } from '../components/audit-log';
import { DeleteButton } from '../components/delete-button';
import { MicrositeForm } from '../components/microsite-form';
import { MicrositeSummary } from '../components/microsite-summary';
import { PresetFiltersCard } from '../components/preset-filters-card';
import classes from '../admin.module.css';

const LIST = '/admin/microsite/index';

/**
 * admin.microsite.show (product.md, Microsites: Administration): the microsite's card with 'Eliminar micrositio', the
 * form and the audit log. A microsite that does not exist is the not-found page; any other failure sends back to the
 * list.
 */
export function MicrositeShowPage() {
  const id = recordId(useParams().id);
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

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <div className={classes.aside}>
          <MicrositeSummary microsite={microsite}>
            <DeleteButton
              label={micrositeTexts.deleteMicrosite}
              text={micrositeTexts.deleteText(microsite.name)}
              remove={remove}
              list={LIST}
            />
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
