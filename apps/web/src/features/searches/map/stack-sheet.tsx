// The listings at one point of the map (a stack, marker-stacks.ts), each a button with its price as the pills show it
// and 'ya vista' once decided, that opens its detail. The sheet stays open behind the detail, to choose another.
import { Button, Text } from '@mantine/core';
import type { Marker } from '@vitrina/shared/search-map';
import { spokenPrice } from './marker-icons';
import type { MarkerStack } from './marker-stacks';
import { keepEscape, MapSheet } from './map-sheet';
import { searchMapTexts as texts } from './map-texts';
import classes from './map.module.css';

export type StackSheetProps = {
  stack: MarkerStack;
  symbolOf: (currency: string | null) => string | undefined;
  onListing: (marker: Marker) => void;
  onClose: () => void;
  returnFocus: () => void;
};

export function StackSheet({ stack, symbolOf, onListing, onClose, returnFocus }: StackSheetProps) {
  return (
    <MapSheet title={texts.stackTitle(stack.listings.length)} onClose={onClose} returnFocus={returnFocus}>
      <ul className={classes.sheetList}>
        {stack.listings.map((listing) => {
          const price = spokenPrice(listing, symbolOf(listing.currency));
          return (
            <li key={listing.id}>
              <Button
                // Named as its pill would be: the price and 'ya vista' it shows, and what a tap does.
                aria-label={texts.listing(price, listing.viewed)}
                variant={listing.viewed ? 'default' : 'light'}
                fullWidth
                justify="space-between"
                onClick={() => onListing(listing)}
                rightSection={
                  listing.viewed ? (
                    <Text span size="xs" c="gray.7">
                      {texts.viewed}
                    </Text>
                  ) : undefined
                }
                {...keepEscape}
              >
                {price}
              </Button>
            </li>
          );
        })}
      </ul>
    </MapSheet>
  );
}
