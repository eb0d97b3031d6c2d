// The MICROSITE of GET /api/configuration: what the web app needs to dress itself as the microsite on its host.
import type { MicrositeSummary } from '@vitrina/shared/configuration';
import type { MicrositeRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';

export function micrositeSummary(microsite: MicrositeRow, storage: Storage): MicrositeSummary {
  const url = (path: string | null) => (path ? storage.url(path) : null);
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
