// The default provider: the gazetteer and the addresses already used in listings, in our own database.
import type { Database } from '../../db/client';
import { foldText } from './map-text';
import { findPlaceByReference, searchPlaces } from './map.queries';
import { toPlace, type MapProvider } from './map-provider';

export function createEmbeddedProvider(db: Database): MapProvider {
  return {
    async autocomplete(search, limit) {
      const folded = foldText(search);
      if (!folded) return [];
      const rows = await searchPlaces(db, folded, limit);
      return rows.map((row) => ({ description: row.description, reference: row.reference }));
    },
    async place(reference) {
      const row = await findPlaceByReference(db, reference);
      return row ? toPlace(row) : null;
    },
  };
}
