// 'Ubicación en mapa' (product.md, Searches: Map): the deck's map of the search's results in a full-height drawer.
// Loaded on first use with Leaflet, so the deck's own download does not carry the map. A listing tapped on the map
// opens in the deck's detail drawer, which shows above this one.
import { memo } from 'react';
import { Drawer, LoadingOverlay } from '@mantine/core';
import type { Search, SearchCard } from '@vitrina/shared/searches';
import { useOverlayRegistration } from '@/lib/overlays';
import { searchMapTexts as texts } from './map-texts';
import { useOpenListing } from './api/markers-api';
import { ResultsMap } from './results-map';

export type MapPanelProps = {
  search: Pick<Search, 'uuid' | 'places' | 'filters'>;
  opened: boolean;
  onClose: () => void;
  onOpenListing: (card: SearchCard) => void;
};

// Below Mantine's default for modals (200): the detail drawer, mounted before this panel, must cover it.
const PANEL_Z_INDEX = 190;

/** Memoised: once closed it stays mounted, and has nothing to render again when the deck decides. */
export const MapPanel = memo(function MapPanel({ search, opened, onClose, onOpenListing }: MapPanelProps) {
  useOverlayRegistration(opened, onClose);
  const listing = useOpenListing(search.uuid, onOpenListing);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 1040px)"
      zIndex={PANEL_Z_INDEX}
      title={texts.title}
      closeButtonProps={{ 'aria-label': texts.close }}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, padding: 0, position: 'relative' },
      }}
    >
      {opened && <ResultsMap search={search} onListing={(id) => listing.mutate(id)} />}
      <LoadingOverlay visible={listing.isPending} zIndex={1100} loaderProps={{ 'aria-label': texts.loadingListing }} />
    </Drawer>
  );
});
