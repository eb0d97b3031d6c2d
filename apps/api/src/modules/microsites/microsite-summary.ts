// The MICROSITE of GET /api/configuration: what the web app needs to dress itself as the microsite on its host. It is
// only ever answered on that host, so its logos are linked there (microsite-files.ts): the page's icon and header
// never come from the platform's address.
import type { MicrositeSummary } from '@vitrina/shared/configuration';
import type { MicrositeRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { sameHostFileUrl } from './microsite-files';

export function micrositeSummary(microsite: MicrositeRow, storage: Storage, publicUrl: string): MicrositeSummary {
  const url = sameHostFileUrl(storage, publicUrl);
  return {
    id: microsite.id,
    name: microsite.name,
    logo_main_url: url(microsite.logoMainPath),
    logo_secondary_url: url(microsite.logoSecondaryPath),
    logo_square_url: url(microsite.logoSquarePath),
    style: microsite.style,
    settings: microsite.settings,
  };
}
