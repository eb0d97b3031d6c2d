// The 'Seleccionar fuente' offcanvas (product.md, Statistics: Sources): every source the person may report on; choosing
// one closes it.
import { Drawer, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { statMessages, type StatSource } from '@vitrina/shared/stats';
import { useOverlayRegistration } from '@/lib/overlays';
import { sourceKey } from '../pages/use-stat-params';
import { SourceAvatar } from './source-avatar';
import classes from '../stats.module.css';

type SourceDrawerProps = {
  opened: boolean;
  sources: StatSource[];
  chosen: StatSource | undefined;
  onChoose: (source: StatSource) => void;
  onClose: () => void;
};

export function SourceDrawer({ opened, sources, chosen, onChoose, onClose }: SourceDrawerProps) {
  const wide = useMediaQuery('(min-width: 48em)');
  useOverlayRegistration(opened, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={statMessages.chooseSource}
      position={wide ? 'right' : 'bottom'}
      size={wide ? 400 : 'auto'}
      radius={wide ? 0 : 'lg'}
    >
      <ul className={classes.sources}>
        {sources.map((source) => (
          <li key={sourceKey(source)}>
            <UnstyledButton
              className={classes.source}
              data-active={chosen && sourceKey(chosen) === sourceKey(source) ? true : undefined}
              aria-current={chosen && sourceKey(chosen) === sourceKey(source) ? 'true' : undefined}
              onClick={() => {
                onChoose(source);
                onClose();
              }}
            >
              <SourceAvatar source={source} />
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
