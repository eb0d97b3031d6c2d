// The default provider: the gazetteer, offered to everyone, and the addresses the viewer used in their own
// listings, in our own database.
import { placeKinds, type PlaceKind } from '@vitrina/shared/map';
import type { Database } from '../../db/client';
import { foldText } from '@vitrina/shared/gazetteer/map-text';
import { findPlaceByReference, searchPlaces } from './map.queries';
import { toPlace, type MapProvider } from './map-provider';

export function createEmbeddedProvider(db: Database): MapProvider {
  return {
    async autocomplete(search, limit, viewer) {
      const folded = foldText(search);
      if (!folded) return [];
      const rows = await searchPlaces(db, viewer.userId, folded, limit);
      return rows.map((row) => ({ description: row.description, reference: row.reference }));
    },
    async place(reference, viewer) {
      const row = await findPlaceByReference(db, viewer.userId, reference);
      if (!row) return null;
      const kind = placeKinds.find((known): known is PlaceKind => known === row.kind);
      return { ...toPlace(row), ...(kind ? { kind } : {}) };
    },
  };
}
