// 'Dirección' (spec 02 §2, §9): places are suggested from 3 characters after an 800 ms pause; choosing one asks
// for its point, shown on a small map where the marker can be dragged to the exact spot. The address is what
// was chosen: text typed and left without choosing goes back to it.
import { lazy, Suspense, useState } from 'react';
import { CloseButton, Combobox, Loader, Skeleton, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { mapLimits } from '@vitrina/shared/map';
import { IconMapPin } from '@/components/icons';
import { notifyError } from '@/lib/notify';
import { usePlace } from '../api/get-place';
import { usePlaceSuggestions, type PlaceSuggestion } from '../api/search-places';
import { formTexts } from '../publication-texts';
import type { AddressValue } from './form-model';

// Leaflet loads only when a point is there to show.
const PointMap = lazy(async () => ({ default: (await import('@/components/map/point-map')).PointMap }));

const MAP_HEIGHT = 220;

type AddressFieldProps = {
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  error?: string;
};

export function AddressField({ value, onChange, error }: AddressFieldProps) {
  const [text, setText] = useState(value?.title ?? '');
  const [debounced] = useDebouncedValue(text, mapLimits.autocompleteDelayMs);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const searching = debounced.trim() !== (value?.title ?? '').trim() ? debounced : '';
  const suggestions = usePlaceSuggestions(searching);
  const place = usePlace();
  const options: PlaceSuggestion[] = suggestions.data ?? [];
  const ready = searching.trim().length >= mapLimits.autocompleteMinChars;

  const choose = (reference: string) => {
    const chosen = options.find((option) => option.reference === reference);
    if (!chosen) return;
    setText(chosen.description);
    combobox.closeDropdown();
    place.mutate(reference, {
      onSuccess: (found) => {
        const [lat, lng] = found.geolocation.coordinates;
        onChange({ title: chosen.description, lat, lng });
      },
      onError: (reason) => {
        setText(value?.title ?? '');
        notifyError(reason);
      },
    });
  };

  const loading = suggestions.isFetching || place.isPending;
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
              if (!place.isPending) setText(value?.title ?? '');
            }}
            rightSection={
              loading ? (
                <Loader size="xs" aria-label={place.isPending ? formTexts.addressLoading : formTexts.addressSearching} />
              ) : value ? (
                <CloseButton aria-label={formTexts.addressClear} onClick={() => {
                  setText('');
                  onChange(null);
                }} />
              ) : null
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!ready || (options.length === 0 && !suggestions.isFetched)}>
          <Combobox.Options>
            {options.map((option) => (
              <Combobox.Option value={option.reference} key={option.reference}>
                {option.description}
              </Combobox.Option>
            ))}
            {options.length === 0 && suggestions.isFetched && <Combobox.Empty>{formTexts.addressNoResults}</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value && (
        <div>
          <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
            <PointMap lat={value.lat} lng={value.lng} zoom={mapLimits.detailZoom} height={MAP_HEIGHT} label={formTexts.addressMap(value.title)}
              onChange={(point) => onChange({ ...value, lat: point.lat, lng: point.lng })} />
          </Suspense>
          <Text size="xs" c="dimmed" mt={6}>
            {formTexts.addressMapHint}
          </Text>
        </div>
      )}
    </Stack>
  );
}
