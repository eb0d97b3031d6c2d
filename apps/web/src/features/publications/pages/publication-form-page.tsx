// account.publication.create and account.publication.edit (product.md, Listings): after saving, the list. Only the
// creator edits a listing a person made; a synchronized one has no edit page, so it is refused with the reason and the
// person goes back to the list, as for any listing that cannot be loaded.
import { useState } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { publicationMessages, type Publication } from '@vitrina/shared/publications';
import { messages } from '@vitrina/shared/messages';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { useWayOut } from '@/lib/use-way-out';
import { newUuid } from '@/lib/uuid';
import { usePublication } from '../api/get-publication';
import { useSavePublication } from '../api/save-publication';
import { PublicationForm } from '../components/publication-form';
import { publicationPaths } from '../publication-paths';
import { publicationTexts } from '../publication-texts';

function idParam(param: string | undefined): number | undefined {
  return param === undefined ? undefined : /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

function refusal(publication: Publication | undefined): string | null {
  if (!publication) return null;
  if (publication.created_by !== 'user') return publicationMessages.syncedReadOnly;
  if (!publication.pivot.creator) return publicationMessages.notCreator;
  return null;
}

/** The listing to edit, or the way back to the list with the reason it cannot be edited. */
function useEditable(id: number | undefined) {
  const query = usePublication(id);
  const invalid = id !== undefined && !(Number.isInteger(id) && id > 0);
  const failed = invalid || (query.isError && !query.isFetching);
  const refused = refusal(query.data);
  useWayOut(
    refused
      ? { to: publicationPaths.list, text: refused }
      : failed
        ? { to: publicationPaths.list, error: query.error, text: query.error ? undefined : messages.errors.notFound }
        : null,
  );
  return failed || refused ? undefined : query.data;
}

export function PublicationFormPage() {
  const id = idParam(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const publication = useEditable(id);
  const [progress, setProgress] = useState<number | null>(null);
  // One key per creation form: pressing Guardar again, or after a lost connection, repeats the same creation and
  // the API stores one listing. A saved form gets a new one.
  const [creationKey, setCreationKey] = useState(newUuid);
  const save = useSavePublication(id, setProgress, id === undefined ? creationKey : undefined);

  if (id !== undefined && !publication) return <PageLoader />;
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {id ? publicationTexts.editTitle : publicationTexts.createTitle}
          </Title>
          <Text c="dimmed">{id ? publicationTexts.editIntro : publicationTexts.createIntro}</Text>
        </div>
        <PublicationForm
          key={publication?.id ?? 'new'}
          publication={publication}
          defaultPublic={search.get('public') !== 'false'}
          saving={save.isPending}
          progress={progress}
          onSave={async (values) => {
            setProgress(0);
            try {
              await save.mutateAsync(values);
            } finally {
              setProgress(null);
            }
            setCreationKey(newUuid());
            notifySuccess(id ? publicationMessages.updated : publicationMessages.created);
            navigate(publicationPaths.list);
          }}
        />
      </Stack>
    </Container>
  );
}
