// «Parecidas» below a listing's detail (product.md, Listings: Detail): a row of small cards that scrolls sideways, each
// a link to its listing's own page. Read once its place comes near the screen (the detail never waits for it, and a
// phone opening a listing's page neither fetches ten cards and their photos nor draws them while the page is being
// taken over); nothing at all while it loads, when it fails or when there are none. SSR-safe: the server draws only
// the empty place that is watched.
import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { formatPrice } from '@vitrina/shared/format';
import { shownPrice } from '@vitrina/shared/price-insights';
import type { Publication } from '@vitrina/shared/publications';
import { similarListingsTexts } from '@vitrina/shared/similar-listing-texts';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { useNearView } from '@/lib/use-near-view';
import { getSimilarListings } from './api/get-similar-listings';
import classes from './similar-listings.module.css';

type SimilarListingsProps = {
  publication: Publication;
  /** The search the detail was opened from (its uuid): what the person decided there is left out. */
  decidedIn?: string;
  /** In-app navigation; without it a card's link loads the page. */
  onNavigate?: (path: string) => void;
};

export function SimilarListings({ publication, decidedIn, onNavigate }: SimilarListingsProps) {
  const [nearRef, near] = useNearView<HTMLDivElement>();
  const similar = useQuery({
    queryKey: ['similar-listings', publication.id, decidedIn ?? null],
    queryFn: () => getSimilarListings(publication.id, decidedIn),
    staleTime: 60_000,
    enabled: near,
  });
  const listings = similar.data?.data ?? [];
  if (listings.length === 0) return <div ref={nearRef} aria-hidden="true" className={classes.watch} />;

  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // Let the browser open a new tab or window when asked to.
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <section className={classes.section} aria-labelledby="similar-listings-title">
      <Text id="similar-listings-title" fw={700} size="sm" tt="uppercase" c="dimmed" className={classes.title}>
        {similarListingsTexts.title}
      </Text>
      <ul className={classes.row}>
        {listings.map((listing) => {
          const image = listing.medias[0];
          const price = shownPrice(listing);
          const path = `/publication/${listing.id}`;
          return (
            <li key={listing.id} className={classes.item}>
              <a href={path} onClick={(event) => follow(event, path)} className={classes.card}>
                <span className={classes.picture}>
                  <ImageWithFallback
                    src={image ? (image.card_url ?? image.thumbnail_url ?? image.file_url) : null}
                    alt=""
                    className={classes.image}
                  />
                </span>
                {price !== null && (
                  <Text component="span" size="sm" fw={700} className={classes.price}>
                    {formatPrice(price, listing.currency)}
                  </Text>
                )}
                <Text component="span" size="xs" lineClamp={2} className={classes.name}>
                  {listing.title}
                </Text>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
