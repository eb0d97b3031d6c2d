// The listing's images (product.md, Listings): jpg, jpeg or png, several at once, previewed before saving, reordered by
// dragging (or with the move buttons on touch screens and keyboards) and each removable. Files dropped on the
// area are added too. New files live as object URLs until removed or the form goes away. A file of another type
// or above the upload limit is named at once, not at save.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, Group, Input, Text, VisuallyHidden } from '@mantine/core';
import { defaultUploadMaxMb } from '@vitrina/shared/configuration-values';
import { publicationLimits } from '@vitrina/shared/publications';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { IconPhoto } from '@/components/icons';
import { cx } from '@/lib/cx';
import { formTexts } from '../publication-texts';
import { nextKey, type ImageItem } from './form-model';
import { IMAGE_ACCEPT, moveItem, pickImages } from './image-files';
import { ImageTile } from './image-tile';
import classes from '../publications.module.css';

type ImagesFieldProps = {
  value: ImageItem[];
  onChange: (images: ImageItem[]) => void;
  error?: string;
  disabled?: boolean;
};

const TILE_TYPE = 'application/x-vitrina-image';

export function ImagesField({ value, onChange, error, disabled = false }: ImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { UPLOAD_MAX_MB: uploadMaxMb = defaultUploadMaxMb } = useConfiguration();
  const [localErrors, setLocalErrors] = useState<string[]>([]);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; via: 'left' | 'right' } | null>(null);

  // Object URLs of new files are revoked when their image leaves the list, and all of them on the way out.
  const created = useRef(new Set<string>());
  useEffect(() => {
    const urls = new Set(value.filter((image) => image.kind === 'new').map((image) => image.url));
    for (const url of created.current) {
      if (!urls.has(url)) {
        URL.revokeObjectURL(url);
        created.current.delete(url);
      }
    }
  }, [value]);
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // A moved image keeps the focus on its move button, or the other one once it reaches an end.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, via } = focusAfterMove;
    const preferred = moveButtons.current.get(`${key}:${via}`);
    const fallback = moveButtons.current.get(`${key}:${via === 'left' ? 'right' : 'left'}`);
    (preferred && !preferred.disabled ? preferred : fallback)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, value]);

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, errors: problems } = pickImages(files, value.length, uploadMaxMb);
    setLocalErrors(problems);
    if (accepted.length === 0) return;
    const added: ImageItem[] = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      created.current.add(url);
      return { key: nextKey('image'), kind: 'new', file, url };
    });
    onChange([...value, ...added]);
  };

  const move = (from: number, to: number, via?: 'left' | 'right') => {
    if (to < 0 || to >= value.length || from === to) return;
    const image = value[from];
    onChange(moveItem(value, from, to));
    setAnnouncement(formTexts.imageMoved(to + 1));
    if (via) setFocusAfterMove({ key: image.key, via });
  };

  const remove = (index: number) => {
    setLocalErrors([]);
    onChange(value.filter((_, position) => position !== index));
    setAnnouncement(formTexts.imageRemoved(index + 1));
  };

  const tileDrag = (image: ImageItem, index: number) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(TILE_TYPE, image.key);
      event.dataTransfer.setData('text/plain', image.key);
      setDragKey(image.key);
    },
    onDragOver: (event: DragEvent) => {
      if (!dragKey) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (overKey !== image.key) setOverKey(image.key);
    },
    onDrop: (event: DragEvent) => {
      if (!dragKey) return;
      event.preventDefault();
      event.stopPropagation();
      move(
        value.findIndex((item) => item.key === dragKey),
        index,
      );
      setDragKey(null);
      setOverKey(null);
    },
    onDragEnd: () => {
      setDragKey(null);
      setOverKey(null);
    },
  });

  const shownError =
    localErrors.length > 0
      ? localErrors.map((message) => (
          <span key={message} className={classes.errorLine}>
            {message}
          </span>
        ))
      : error;
  return (
    // The section's title names it; the file input carries the name 'Imágenes'.
    <Input.Wrapper description={formTexts.imagesHint} error={shownError}>
      <div
        className={cx(classes.dropZone, filesOver && classes.dropZoneActive)}
        onDragOver={(event) => {
          if (dragKey || disabled || !event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setFilesOver(true);
        }}
        onDragLeave={() => setFilesOver(false)}
        onDrop={(event) => {
          if (dragKey || disabled || event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          setFilesOver(false);
          add([...event.dataTransfer.files]);
        }}
      >
        {value.length > 0 ? (
          <ol className={classes.tiles}>
            {value.map((image, index) => (
              <ImageTile
                key={image.key}
                image={image}
                index={index}
                count={value.length}
                disabled={disabled}
                dragging={dragKey === image.key}
                dropTarget={overKey === image.key && dragKey !== image.key}
                onMove={(to, via) => move(index, to, via)}
                onRemove={() => remove(index)}
                drag={tileDrag(image, index)}
                leftRef={(element) => void moveButtons.current.set(`${image.key}:left`, element)}
                rightRef={(element) => void moveButtons.current.set(`${image.key}:right`, element)}
              />
            ))}
          </ol>
        ) : (
          <Group gap="xs" justify="center" c="dimmed" py="md">
            <IconPhoto size={22} />
            <Text size="sm">{filesOver ? formTexts.imagesDrop : formTexts.imagesEmpty}</Text>
          </Group>
        )}
        <Group justify="center" mt="sm">
          <Button
            variant="light"
            leftSection={<IconPhoto size={18} />}
            onClick={() => input.current?.click()}
            disabled={disabled || value.length >= publicationLimits.maxImages}
          >
            {formTexts.imagesAdd}
          </Button>
        </Group>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-label={formTexts.images}
            tabIndex={-1}
            disabled={disabled}
            onChange={(event) => {
              add([...(event.currentTarget.files ?? [])]);
              // The same file may be picked again after removing it.
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </div>
    </Input.Wrapper>
  );
}
