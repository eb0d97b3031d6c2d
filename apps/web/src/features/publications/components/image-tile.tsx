// One image of the listing form: its number, 'Portada' for the first, and buttons to move it left or right
// (for touch and keyboard, where dragging is awkward) or remove it. The tile itself is dragged to reorder.
import type { DragEvent, Ref } from 'react';
import { ActionIcon, Badge } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconGrip, IconX } from '@/components/icons';
import { cx } from '@/lib/cx';
import { formTexts } from '../publication-texts';
import type { ImageItem } from './form-model';
import classes from '../publications.module.css';

type ImageTileProps = {
  image: ImageItem;
  index: number;
  count: number;
  dragging: boolean;
  dropTarget: boolean;
  disabled: boolean;
  onMove: (to: number, via: 'left' | 'right') => void;
  onRemove: () => void;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  leftRef: Ref<HTMLButtonElement>;
  rightRef: Ref<HTMLButtonElement>;
};

export function ImageTile({
  image,
  index,
  count,
  dragging,
  dropTarget,
  disabled,
  onMove,
  onRemove,
  drag,
  leftRef,
  rightRef,
}: ImageTileProps) {
  const number = index + 1;
  return (
    <li
      className={cx(classes.tile, dragging && classes.tileDragging, dropTarget && classes.tileTarget)}
      draggable={!disabled}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
    >
      <img src={image.url} alt={formTexts.imageAlt(number)} className={classes.tileImage} draggable={false} />
      <div className={classes.tileTop}>
        <Badge size="sm" variant="filled" color="dark" className={classes.tileNumber}>
          {index === 0 ? formTexts.imageCover : number}
        </Badge>
        <ActionIcon
          size={28}
          radius="xl"
          variant="filled"
          color="dark"
          aria-label={formTexts.imageRemove(number)}
          onClick={onRemove}
          disabled={disabled}
          className={classes.tileButton}
        >
          <IconX size={16} />
        </ActionIcon>
      </div>
      <div className={classes.tileBottom}>
        <ActionIcon
          ref={leftRef}
          size={28}
          radius="xl"
          variant="white"
          color="dark"
          aria-label={formTexts.imageLeft(number)}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1, 'left')}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <span
          className={classes.tileGrip}
          title={formTexts.imageDrag(number)}
          aria-label={formTexts.imageDrag(number)}
          role="img"
        >
          <IconGrip size={18} />
        </span>
        <ActionIcon
          ref={rightRef}
          size={28}
          radius="xl"
          variant="white"
          color="dark"
          aria-label={formTexts.imageRight(number)}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1, 'right')}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </div>
    </li>
  );
}
