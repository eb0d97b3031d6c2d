// The interactive part of the cropper, loaded only when the cropper opens: react-easy-crop with a zoom slider.
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Slider, Stack, Text } from '@mantine/core';
import type { PixelArea } from './crop-image';
import classes from './image-cropper.module.css';

type CropperAreaProps = {
  src: string;
  aspect: number;
  round: boolean;
  onAreaChange: (area: PixelArea) => void;
};

export default function CropperArea({ src, aspect, round, onAreaChange }: CropperAreaProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Stack gap="sm">
      <div className={classes.area}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          showGrid={!round}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
        />
      </div>
      <Text size="xs" c="dimmed" id="image-cropper-zoom">
        Zoom
      </Text>
      <Slider
        value={zoom}
        onChange={setZoom}
        min={1}
        max={3}
        step={0.05}
        label={null}
        thumbLabel="Zoom"
        aria-labelledby="image-cropper-zoom"
      />
    </Stack>
  );
}
