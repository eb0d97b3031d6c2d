// A map whose tiles cannot load (offline, the tile server down or blocked) is a blank grey field: this says so over
// it, with a way to try again, instead of leaving the person to guess. Some tiles failing among others that loaded
// (a flaky connection) says nothing: the map is still readable.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import type { TileLayer as LeafletTileLayer } from 'leaflet';
import { searchMapTexts as texts } from './map-texts';
import classes from './map.module.css';

/** The tile layer's events and a ref to it, and whether every tile asked for so far failed. */
export function useTileStatus() {
  const layer = useRef<LeafletTileLayer>(null);
  const loaded = useRef(0);
  const [failed, setFailed] = useState(false);
  const handlers = useMemo(
    () => ({
      tileload: () => {
        loaded.current += 1;
        setFailed(false);
      },
      tileerror: () => {
        if (loaded.current === 0) setFailed(true);
      },
    }),
    [],
  );
  const retry = useCallback(() => {
    loaded.current = 0;
    setFailed(false);
    layer.current?.redraw();
  }, []);
  return { layer, handlers, failed, retry };
}

export function TilesNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={classes.tilesNotice} role="status">
      <Paper shadow="sm" radius="md" px="sm" py="xs" withBorder>
        <Stack gap="xs" align="center">
          <Text size="sm" c="red.8" ta="center">
            {texts.tilesFailed}
          </Text>
          <Button size="compact-sm" variant="light" onClick={onRetry}>
            {texts.retry}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
