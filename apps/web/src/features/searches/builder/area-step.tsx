// The wizard's area step (product.md, Searches: Builder, the area step): 'Elegir zona en el mapa' opens a map, loaded
// on first use, where the person takes the visible zone or draws one; the filter keeps it as its `area`. The map opens
// on the search's place when one is chosen, else where the scope's listings are (area-start.ts).
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SearchArea } from '@vitrina/shared/search-map';
import { IconMapPin } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';
import type { AreaScope } from '../map/area-start';
import { searchMapTexts } from '../map/map-texts';

const AreaMap = lazy(async () => ({ default: (await import('../map/area-map')).AreaMap }));

const texts = searchMapTexts.area;

type AreaStepProps = {
  area: SearchArea | null;
  onChange: (area: SearchArea) => void;
  /** The reference of the search's first place, when one is chosen. */
  place?: string;
  /** Where the search looks: a store (user_id), a group or a microsite; none is the whole platform. */
  scope?: AreaScope;
};

export function AreaStep({ area, onChange, place, scope }: AreaStepProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const small = useMediaQuery('(max-width: 48em)');
  useOverlayRegistration(opened, close);

  return (
    <>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconMapPin size={18} />} onClick={() => setOpened(true)}>
          {area ? texts.change : texts.choose}
        </Button>
        {area && (
          <Text size="sm" c="dimmed">
            {texts.chosen}
          </Text>
        )}
      </Group>
      <Modal opened={opened} onClose={close} title={texts.dialog} size="xl" fullScreen={small}>
        {opened && (
          <Suspense fallback={<Loader aria-label={searchMapTexts.loadingMap} />}>
            <AreaMap
              area={area}
              place={place}
              scope={scope}
              onCancel={close}
              onChoose={(next) => {
                onChange(next);
                close();
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
