// The lightbox's full-screen modal and its view: its code (Mantine's modal and what it brings) loads once the
// listing's page is idle or a photo is tapped, not with the page (lightbox.tsx).
import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Modal, Text, getDefaultZIndex } from '@mantine/core';
import type { Media } from '@vitrina/shared/publications';
import { IconChevronLeft, IconChevronRight, IconRotate, IconX, IconZoomIn, IconZoomOut } from '@/components/icons';
import { detailTexts } from './detail-texts';
import { MAX_SCALE, MIN_SCALE, useZoom } from './use-zoom';
import classes from './lightbox.module.css';

const texts = detailTexts.lightbox;

type LightboxModalProps = {
  medias: Media[];
  startIndex: number | null;
  title: string;
  onClose: () => void;
  opened: boolean;
};

export function LightboxModal({ medias, startIndex, title, onClose, opened }: LightboxModalProps) {
  return (
    // Above the managed modal it opens from (which sits one above Mantine's modal layer).
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      zIndex={getDefaultZIndex('modal') + 10}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <Modal.Content className={classes.content}>
        {opened && startIndex !== null && (
          <LightboxView medias={medias} startIndex={startIndex} title={title} onClose={onClose} />
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

function LightboxView({
  medias,
  startIndex,
  title,
  onClose,
}: {
  medias: Media[];
  startIndex: number;
  title: string;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(Math.min(startIndex, medias.length - 1));
  const many = medias.length > 1;
  const media = medias[index];

  const go = useCallback(
    (step: 1 | -1) => {
      setIndex((current) => (current + step + medias.length) % medias.length);
    },
    [medias.length],
  );
  const zoom = useZoom({ onSwipe: (direction) => many && go(direction) });
  const { reset, zoomIn, zoomOut } = zoom;

  // Each image starts whole and upright.
  useEffect(() => reset(), [index, reset]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' && many) go(1);
      else if (event.key === 'ArrowLeft' && many) go(-1);
      else if (event.key === '+' || event.key === '=') zoomIn();
      else if (event.key === '-') zoomOut();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, many, zoomIn, zoomOut]);

  const { scale, x, y, rotation } = zoom.view;
  const sideways = rotation % 180 !== 0;

  return (
    <div className={classes.frame}>
      <div className={classes.bar}>
        <Modal.Title className={classes.title}>{texts.title(index + 1, medias.length)}</Modal.Title>
        <Text size="sm" c="gray.4" truncate="end" className={classes.caption} visibleFrom="sm">
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          radius="xl"
          aria-label={texts.close}
          onClick={onClose}
          data-autofocus
        >
          <IconX size={24} />
        </ActionIcon>
      </div>

      <div
        ref={zoom.stageRef}
        className={classes.stage}
        data-dragging={zoom.dragging || undefined}
        {...zoom.stageProps}
      >
        <img
          key={media.id}
          src={media.file_url}
          alt={detailTexts.imageAlt(index + 1, title)}
          draggable={false}
          className={classes.image}
          data-sideways={sideways || undefined}
          style={{ transform: `translate(${x}px, ${y}px) scale(${scale}) rotate(${rotation}deg)` }}
        />
      </div>

      <ActionIcon
        variant="filled"
        color="dark"
        size={48}
        radius="xl"
        aria-label={texts.previous}
        disabled={!many}
        onClick={() => go(-1)}
        className={`${classes.side} ${classes.previous}`}
      >
        <IconChevronLeft size={26} />
      </ActionIcon>
      <ActionIcon
        variant="filled"
        color="dark"
        size={48}
        radius="xl"
        aria-label={texts.next}
        disabled={!many}
        onClick={() => go(1)}
        className={`${classes.side} ${classes.next}`}
      >
        <IconChevronRight size={26} />
      </ActionIcon>

      <div className={classes.tools} role="toolbar" aria-label={texts.tools}>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          radius="xl"
          aria-label={texts.zoomOut}
          onClick={zoomOut}
          disabled={scale <= MIN_SCALE}
          className={classes.tool}
        >
          <IconZoomOut size={22} />
        </ActionIcon>
        <output className={classes.scale} aria-live="polite">{`${Math.round(scale * 100)}%`}</output>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          radius="xl"
          aria-label={texts.zoomIn}
          onClick={zoomIn}
          disabled={scale >= MAX_SCALE}
          className={classes.tool}
        >
          <IconZoomIn size={22} />
        </ActionIcon>
        <span className={classes.divider} aria-hidden="true" />
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          radius="xl"
          aria-label={texts.rotate}
          onClick={zoom.rotate}
        >
          <IconRotate size={22} />
        </ActionIcon>
      </div>
    </div>
  );
}
