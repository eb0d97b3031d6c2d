// Turns the area chosen in the cropper into an image data URL, drawn on a canvas at most `size` pixels wide
// (the API re-encodes it anyway; this keeps the upload small).
export type PixelArea = { x: number; y: number; width: number; height: number };

export type CropOutput = { size?: number; type?: 'image/jpeg' | 'image/png' | 'image/webp'; quality?: number };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // A remote image must allow reading its pixels, or the canvas refuses to export.
    if (!src.startsWith('data:') && !src.startsWith('blob:')) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('No se pudo leer la imagen.'));
    image.src = src;
  });
}

export async function cropImage(
  src: string,
  area: PixelArea,
  { size = 512, type = 'image/jpeg', quality = 0.92 }: CropOutput = {},
) {
  const image = await loadImage(src);
  const width = Math.max(1, Math.min(size, Math.round(area.width)));
  const height = Math.max(1, Math.round((width * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Este navegador no permite recortar imágenes.');
  // JPEG has no transparency: a transparent logo gets a white background rather than a black one.
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return canvas.toDataURL(type, quality);
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsDataURL(file);
  });
}

/** A data URL (what the cropper produces) as a Blob, to send as a file in a multipart form. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header, data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  if (!header.includes(';base64')) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
