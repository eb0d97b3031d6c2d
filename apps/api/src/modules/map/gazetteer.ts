// The embedded map provider's places: the shipped gazetteer turned into map_places rows. Loaded right after the
// migrations on every start, idempotently: unchanged rows are not written, rows whose entry left the data file are
// removed, so editing the data files is all a correction takes.
import type { Database } from '../../db/client';
import { gazetteerEntries } from '@vitrina/shared/gazetteer/gazetteer-places';
import { foldText } from '@vitrina/shared/gazetteer/map-text';
import { syncGazetteerRows, type PlaceValues } from './map.queries';

/** Every gazetteer place, in a stable order. */
export function gazetteerPlaces(): PlaceValues[] {
  return gazetteerEntries().map(({ id, name, description, kind, lat, lng, aliases }) => ({
    id,
    reference: id,
    name,
    description,
    // The name first: "starts with" ranks by the beginning of search_text.
    searchText: foldText([description.startsWith(name) ? '' : name, description, ...aliases].join(' ')),
    kind,
    source: 'gazetteer',
    lat,
    lng,
  }));
}

/** Writes the gazetteer into map_places; a no-op (no row written) when the table already matches. */
export function loadGazetteer(db: Database): Promise<void> {
  return syncGazetteerRows(db, gazetteerPlaces());
}
