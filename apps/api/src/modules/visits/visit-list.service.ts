// GET /account/visit: a person's visits as client ('Mis visitas') or as agent ('Agenda'), upcoming or past, paged.
import type { Paged } from '@vitrina/shared/pagination';
import type { Visit, VisitListQuery } from '@vitrina/shared/visits';
import type { UserRow } from '../../db/schema/index';
import { pageWindow, toPaged } from '../../lib/pagination';
import { toVisit } from './visit-view';
import type { VisitsDeps } from './visits.service';
import { listVisits } from './visits.queries';

export async function listMyVisits(
  deps: VisitsDeps,
  user: UserRow,
  query: VisitListQuery,
  requestUrl: string,
): Promise<Paged<Visit>> {
  const { rows, total } = await listVisits(
    deps.db,
    { userId: user.id, role: query.role, when: query.when, now: deps.clock.now() },
    pageWindow(query),
  );
  return toPaged(
    rows.map((row) => toVisit(row, deps.storage)),
    total,
    query,
    { publicUrl: deps.config.publicUrl, requestUrl },
  );
}
