// The scope of /microsite/search: the whole microsite, or one of its users picked in the switcher. The header shows
// at once from the configuration (the square logo); the users arrive with GET /api/microsite/{id}, and without them
// the search still covers the whole site.
import { useState } from 'react';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { builderTexts as texts } from '../search-texts';
import { useScopeMicrosite } from './api/scope-api';
import type { ScopeView } from './scope-header';

export type MicrositeScopeUser = { id: number; name: string };

export function useMicrositeScope(active: boolean) {
  const configured = useConfiguration().MICROSITE;
  const micrositeId = active ? configured?.id : undefined;
  const microsite = useScopeMicrosite(micrositeId);
  const [userId, setUserId] = useState<number | null>(null);
  const users = microsite.data?.users ?? [];
  const chosen = users.find((user) => user.id === userId) ?? null;

  let view: ScopeView = null;
  if (configured) {
    view = chosen
      ? { kind: 'microsite', name: chosen.name, image: chosen.avatar_url, user: true }
      : {
          kind: 'microsite',
          name: texts.wholeSite,
          image: microsite.data?.logo_square_url ?? configured.logo_square_url,
          user: false,
        };
  }
  return {
    view,
    /** On the platform there is no microsite to search. */
    notFound: active && !configured,
    micrositeId,
    userId: chosen?.id,
    /** The switcher's choices: only with 2 or more users (product.md, Microsites: Search). */
    users: users.length >= 2 ? users.map(({ id, name }): MicrositeScopeUser => ({ id, name })) : [],
    choose: setUserId,
  };
}
