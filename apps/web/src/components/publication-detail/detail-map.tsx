// The address of the listing with its map (a marker at zoom 16, 250 px high; product.md, Listings: Detail). The map's
// code (Leaflet) loads only once the map's place is on the screen: a phone opening a listing's page does not load and
// start a map below the fold while the page is being taken over (a map started just below it, within a margin, cost
// the first seconds a long task at 4× CPU); scrolled to, the map shows its placeholder until it starts.
import { lazy, Suspense } from 'react';
import { Skeleton, Text } from '@mantine/core';
import type { Publication } from '@vitrina/shared/publications';
import { useNearView } from '@/lib/use-near-view';
import { detailTexts } from './detail-texts';
import classes from './publication-detail.module.css';

const PointMap = lazy(async () => ({ default: (await import('@/components/map/point-map')).PointMap }));

export const DETAIL_MAP_ZOOM = 16;
export const DETAIL_MAP_HEIGHT = 250;
const placeholder = <Skeleton height={DETAIL_MAP_HEIGHT} radius="md" />;

export function DetailMap({ publication }: { publication: Publication }) {
  const [nearRef, near] = useNearView<HTMLDivElement>('0px');
  const { address } = publication;
  const point = address?.geolocation?.coordinates;
  // The address itself reads beside the price; this section is the map.
  if (!address || !point) return null;
  return (
    <section aria-labelledby="detail-location">
      <Text id="detail-location" fw={700} size="sm" tt="uppercase" c="dimmed" mb="xs" className={classes.sectionTitle}>
        {detailTexts.location}
      </Text>
      <div className={classes.map} ref={nearRef}>
        <Suspense fallback={placeholder}>
          {near ? (
            <PointMap
              lat={point[0]}
              lng={point[1]}
              zoom={DETAIL_MAP_ZOOM}
              height={DETAIL_MAP_HEIGHT}
              label={address.title}
            />
          ) : (
            placeholder
          )}
        </Suspense>
      </div>
    </section>
  );
}
