// GET /microsite/{id}: what a microsite's own pages show (its home, its search builder), for anyone. Only an active
// microsite answers: a pending or suspended one is as unknown as a missing one.
import type { PublicMicrosite } from '@vitrina/shared/microsites';
import {
  fileUrl,
  micrositeMissing,
  storedSettings,
  storedStyle,
  type MicrositesDeps,
} from './admin-microsites.service';
import { findActiveMicrosite, listPublicMicrositeUsers } from './microsite-public.queries';

export async function showPublicMicrosite(
  deps: Pick<MicrositesDeps, 'db' | 'storage'>,
  micrositeId: number,
): Promise<PublicMicrosite> {
  const microsite = await findActiveMicrosite(deps.db, micrositeId);
  if (!microsite) throw micrositeMissing();
  const members = await listPublicMicrositeUsers(deps.db, micrositeId);
  return {
    id: microsite.id,
    name: microsite.name,
    description: microsite.description,
    logo_main_url: fileUrl(deps.storage, microsite.logoMainPath),
    logo_secondary_url: fileUrl(deps.storage, microsite.logoSecondaryPath),
    logo_square_url: fileUrl(deps.storage, microsite.logoSquarePath),
    style: storedStyle(microsite.style),
    settings: storedSettings(microsite.settings),
    users: members.map((member) => ({
      id: member.id,
      name: member.name,
      slug: member.slug,
      avatar_url: fileUrl(deps.storage, member.avatarPath),
      default: member.isDefault,
      publications_count: member.publicationsCount,
    })),
  };
}
