import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { HttpError } from '@/lib/http';
import { useWayOut } from '@/lib/use-way-out';
import { useInvitation } from '../api/get-invitation';
import { InvitationCard } from '../components/invitation-card';
import { invitationTexts } from '../invitation-texts';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** invitation.index (/invitation/{uuid}): anyone may open it; answering asks for a session. */
export function InvitationPage() {
  const uuid = useParams().uuid ?? '';
  const query = useInvitation(uuid);
  // When loading fails an error is shown and the app goes home (product.md, Groups: Invitations). A dead link (unknown,
  // used, expired or revoked: the API answers 404 to all) says so in words of its own rather than the generic not-found
  // text.
  useWayOut(
    query.isError
      ? isNotFound(query.error)
        ? { to: '/', text: invitationTexts.gone }
        : { to: '/', error: query.error }
      : null,
  );

  if (!query.data) return <PageLoader />;
  return (
    <Container size={520} px={{ base: 'sm', xs: 'md' }} py={{ base: 'md', sm: 48 }}>
      <InvitationCard invitation={query.data} />
    </Container>
  );
}
