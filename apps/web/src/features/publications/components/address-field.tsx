// 'Dirección' (product.md, Listings: Form): places are suggested from 3 characters after an 800 ms pause; choosing one
// asks for its point, shown on a small map where the marker can be dragged to the exact spot. What the person typed is
// an address too (a street and number the provider does not know): the first option, 'Usar «…»', keeps it, and so does
// leaving the field; its map opens on the barrio or city the text names, for the marker to be put on the spot. Typed
// text is never wiped.
import { lazy, Suspense, useState } from 'react';
import { CloseButton, Combobox, Loader, Skeleton, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { locatedZoom, mapLimits, type LocatedPlace } from '@vitrina/shared/map';
import { IconMapPin } from '@/components/icons';
import { notifyError } from '@/lib/notify';
import { usePlace } from '@/lib/get-place';
import { useLocatePlace } from '../api/locate-place';
import { usePlaceSuggestions, type PlaceSuggestion } from '@/lib/search-places';
import { formTexts } from '../publication-texts';
import type { AddressValue } from './form-model';

// Leaflet loads only when a point is there to show.
const PointMap = lazy(async () => ({ default: (await import('@/components/map/point-map')).PointMap }));

const MAP_HEIGHT = 220;
// No reference of any provider starts with a NUL character.
const TYPED_OPTION = '\u0000typed';
// Where a typed address that names no known place opens: the capital, at city scale.
const FALLBACK = { lat: -34.6037, lng: -58.3816, zoom: 11 };
// A marker already this close to the place the text names stays where the person put it (km).
const nearKm = { neighbourhood: 3, city: 15, province: 400 } as const;

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (((b.lng - a.lng) * Math.PI) / 180) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}

type AddressFieldProps = {
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  error?: string;
};

export function AddressField({ value, onChange, error }: AddressFieldProps) {
  const [text, setText] = useState(value?.title ?? '');
  const [zoom, setZoom] = useState<number>(mapLimits.detailZoom);
  const [unlocated, setUnlocated] = useState(false);
  const [debounced] = useDebouncedValue(text, mapLimits.autocompleteDelayMs);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const committed = (value?.title ?? '').trim();
  const typed = text.trim();
  const searching = debounced.trim() !== committed ? debounced : '';
  const suggestions = usePlaceSuggestions(searching);
  const place = usePlace();
  const locate = useLocatePlace();
  const options: PlaceSuggestion[] = suggestions.data ?? [];
  const ready = searching.trim().length >= mapLimits.autocompleteMinChars;
  const offerTyped =
    typed !== '' &&
    typed !== committed &&
    !options.some((option) => option.description.trim().toLowerCase() === typed.toLowerCase());

  /** The typed text becomes the address; its point is the named place's, unless the marker is already there. */
  const placeTyped = (title: string, found: LocatedPlace | null) => {
    if (found) {
      const [lat, lng] = found.geolocation.coordinates;
      setUnlocated(false);
      if (value && distanceKm(value, { lat, lng }) <= nearKm[found.kind]) return onChange({ ...value, title });
      setZoom(locatedZoom[found.kind]);
      return onChange({ title, lat, lng });
    }
    if (value) return onChange({ ...value, title });
    setUnlocated(true);
    setZoom(FALLBACK.zoom);
    onChange({ title, lat: FALLBACK.lat, lng: FALLBACK.lng });
  };

  const keepTyped = (title: string) => {
    setText(title);
    combobox.closeDropdown();
    // The new words count at once (a 'Guardar' right after leaving the field sends them); the point may follow.
    if (value) onChange({ ...value, title });
    locate.mutate(title, {
      onSuccess: (answer) => placeTyped(title, answer.place),
      onError: (reason) => {
        placeTyped(title, null);
        notifyError(reason);
      },
    });
  };

  const choose = (reference: string) => {
    if (reference === TYPED_OPTION) return keepTyped(typed);
    const chosen = options.find((option) => option.reference === reference);
    if (!chosen) return;
    setText(chosen.description);
    combobox.closeDropdown();
    place.mutate(reference, {
      onSuccess: (found) => {
        const [lat, lng] = found.geolocation.coordinates;
        setZoom(mapLimits.detailZoom);
        setUnlocated(false);
        onChange({ title: chosen.description, lat, lng });
      },
      onError: (reason) => {
        // The words stay the address; the map opens where they say.
        keepTyped(chosen.description);
        notifyError(reason);
      },
    });
  };

  const pending = place.isPending || locate.isPending;
  const loading = suggestions.isFetching || pending;
  const showResults = ready && (options.length > 0 || suggestions.isFetched);
  return (
    <Stack gap="xs">
      {/* Kept open while its input scrolls: the 'detached' check misfires where layout is unknown. */}
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal hideDetached={false}>
        <Combobox.Target>
          <TextInput
            label={formTexts.address}
            description={formTexts.addressHint}
            placeholder={formTexts.addressPlaceholder}
            leftSection={<IconMapPin size={18} />}
            value={text}
            error={error}
            autoComplete="off"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setText(next);
              if (next.trim() === '' && value) onChange(null);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              // Leaving the field keeps what was typed as the address, as 'Usar «…»' would.
              if (!pending && typed !== '' && typed !== committed) keepTyped(typed);
            }}
            rightSection={
              loading ? (
                <Loader size="xs" aria-label={pending ? formTexts.addressLoading : formTexts.addressSearching} />
              ) : value ? (
                <CloseButton
                  aria-label={formTexts.addressClear}
                  onClick={() => {
                    setText('');
                    setUnlocated(false);
                    onChange(null);
                  }}
                />
              ) : null
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!offerTyped && !showResults}>
          <Combobox.Options>
            {offerTyped && <Combobox.Option value={TYPED_OPTION}>{formTexts.addressUse(typed)}</Combobox.Option>}
            {options.map((option) => (
              <Combobox.Option value={option.reference} key={option.reference}>
                {option.description}
              </Combobox.Option>
            ))}
            {ready && options.length === 0 && suggestions.isFetched && (
              <Combobox.Empty>{formTexts.addressNoResults}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value && (
        <div>
          <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
            <PointMap
              lat={value.lat}
              lng={value.lng}
              zoom={zoom}
              height={MAP_HEIGHT}
              label={formTexts.addressMap(value.title)}
              onChange={(point) => {
                setUnlocated(false);
                onChange({ ...value, lat: point.lat, lng: point.lng });
              }}
            />
          </Suspense>
          <Text size="xs" c="dimmed" mt={6}>
            {unlocated ? formTexts.addressUnlocated : formTexts.addressMapHint}
          </Text>
        </div>
      )}
    </Stack>
  );
}
