import { useEffect } from 'react';
import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { HttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useInvitation } from '../api/get-invitation';
import { InvitationCard } from '../components/invitation-card';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** invitation.index (/invitation/{uuid}): anyone may open it; answering asks for a session. */
export function InvitationPage() {
  const uuid = useParams().uuid ?? '';
  const navigate = useNavigate();
  const query = useInvitation(uuid);
  const failed = query.isError && !isNotFound(query.error);

  useEffect(() => {
    // Spec 01 §4: when loading fails an error is shown and the app goes home. A dead link is not-found instead.
    if (!failed) return;
    notifyError(query.error);
    navigate('/', { replace: true });
  }, [failed, query.error, navigate]);

  if (isNotFound(query.error)) return <NotFoundView />;
  if (!query.data || failed) return <PageLoader />;
  return (
    <Container size={520} px={{ base: 'sm', xs: 'md' }} py={{ base: 'md', sm: 48 }}>
      <InvitationCard invitation={query.data} />
    </Container>
  );
}
