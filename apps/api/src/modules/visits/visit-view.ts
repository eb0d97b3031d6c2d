// A visit as both people see it: the listing with its first picture and address, and each person with their email
// (the calendar invitation names both anyway) and the phone and WhatsApp they enabled.
import type { Visit, VisitPerson, VisitStatus } from '@vitrina/shared/visits';
import type { UserRow } from '../../db/schema/index';
import { memberContactsOf } from '../../lib/contacts';
import type { Storage } from '../../lib/storage';
import { argentinaIso } from './visit-slots';
import type { VisitDetail } from './visits.queries';

function personOf(user: UserRow): VisitPerson {
  const { contacts } = memberContactsOf(user);
  return { id: user.id, name: user.name, email: user.email, phone: contacts.phone, whatsapp: contacts.whatsapp };
}

export function toVisit(detail: VisitDetail, storage: Storage): Visit {
  const { visit, listing } = detail;
  return {
    id: visit.id,
    status: visit.status as VisitStatus,
    starts_at: argentinaIso(visit.startsAt),
    ends_at: argentinaIso(visit.endsAt),
    message: visit.message,
    reason: visit.reason,
    awaiting: visit.status === 'requested' ? ((visit.awaiting ?? 'agent') as 'agent' | 'client') : null,
    search_id: visit.searchId,
    publication: {
      id: listing.id,
      title: listing.title,
      address: listing.addressTitle,
      lat: listing.lat,
      lng: listing.lng,
      image: detail.image ? storage.url(detail.image) : null,
    },
    agent: personOf(detail.agent),
    client: personOf(detail.client),
    created_at: visit.createdAt.toISOString(),
    updated_at: visit.updatedAt.toISOString(),
  };
}
