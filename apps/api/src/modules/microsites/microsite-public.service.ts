// GET /microsite/{id}: what a microsite's own pages show (its home, its search builder), for anyone. Only an active
// microsite answers: a pending or suspended one is as unknown as a missing one. Its files are linked as `fileUrl`
// says: on a microsite's host, on that host (microsite-files.ts).
import type { PublicMicrosite } from '@vitrina/shared/microsites';
import { micrositeMissing, storedSettings, storedStyle, type MicrositesDeps } from './admin-microsites.service';
import type { FileUrl } from './microsite-files';
import { findActiveMicrosite, listPublicMicrositeUsers } from './microsite-public.queries';

export async function showPublicMicrosite(
  deps: Pick<MicrositesDeps, 'db'> & { fileUrl: FileUrl },
  micrositeId: number,
): Promise<PublicMicrosite> {
  const { fileUrl } = deps;
  const microsite = await findActiveMicrosite(deps.db, micrositeId);
  if (!microsite) throw micrositeMissing();
  const members = await listPublicMicrositeUsers(deps.db, micrositeId);
  return {
    id: microsite.id,
    name: microsite.name,
    description: microsite.description,
    logo_main_url: fileUrl(microsite.logoMainPath),
    logo_secondary_url: fileUrl(microsite.logoSecondaryPath),
    logo_square_url: fileUrl(microsite.logoSquarePath),
    style: storedStyle(microsite.style),
    settings: storedSettings(microsite.settings),
    users: members.map((member) => ({
      id: member.id,
      name: member.name,
      slug: member.slug,
      avatar_url: fileUrl(member.avatarPath),
      default: member.isDefault,
      publications_count: member.publicationsCount,
    })),
  };
}
