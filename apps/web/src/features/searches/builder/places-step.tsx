// The wizard's last step: the search's places (a barrio, city or province), found by the map's autocomplete from
// 3 characters after an 800 ms pause, kept as removable chips.
import { useState } from 'react';
import { Button, CloseButton, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { mapLimits } from '@vitrina/shared/map';
import { searchLimits } from '@vitrina/shared/searches';
import { IconMapPin, IconPlus } from '@/components/icons';
import { usePlaceSuggestions } from '@/lib/search-places';
import { builderTexts as texts } from '../search-texts';
import type { ChosenPlace } from './wizard-model';

type PlacesStepProps = {
  places: ChosenPlace[];
  onChange: (places: ChosenPlace[]) => void;
};

export function PlacesStep({ places, onChange }: PlacesStepProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, mapLimits.autocompleteDelayMs);
  const suggestions = usePlaceSuggestions(debounced);
  const ready = debounced.trim().length >= mapLimits.autocompleteMinChars;
  const options = (suggestions.data ?? []).filter(
    (option) => !places.some((place) => place.reference === option.reference),
  );
  const full = places.length >= searchLimits.placesMax;

  return (
    <Stack gap="sm">
      {places.length > 0 && (
        <Group gap="xs" aria-label={texts.steps.places} role="list">
          {places.map((place) => (
            <Paper key={place.reference} role="listitem" withBorder radius="xl" px="sm" py={4}>
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{place.description}</Text>
                <CloseButton
                  size="sm"
                  aria-label={texts.removePlace(place.description)}
                  onClick={() => onChange(places.filter((item) => item.reference !== place.reference))}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      )}
      {!full && (
        <TextInput
          label={texts.placesLabel}
          description={texts.placesHint}
          leftSection={<IconMapPin size={18} />}
          rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.currentTarget.value)}
        />
      )}
      {!full && ready && suggestions.isFetched && (
        <Stack gap={4}>
          {options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {texts.placesNone}
            </Text>
          ) : (
            options.map((option) => (
              <Button
                key={option.reference}
                variant="subtle"
                justify="flex-start"
                leftSection={<IconPlus size={16} />}
                aria-label={texts.addPlace(option.description)}
                onClick={() => {
                  onChange([...places, { reference: option.reference, description: option.description }]);
                  setText('');
                }}
              >
                {option.description}
              </Button>
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
