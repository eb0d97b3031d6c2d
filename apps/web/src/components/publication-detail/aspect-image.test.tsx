// A listing's image names the copies the API makes for its box's width (srcset), so a phone's card downloads the
// 480 or 800 px copy instead of the 1600 px upload, and falls back to the upload when a copy cannot be had.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AspectImage } from './aspect-image';
import { testMedia } from './test-publications';

const sizes = '(max-width: 34rem) calc(100vw - 32px), 32rem';

describe('a listing image', () => {
  it('offers a card the 480 and 800 px copies, never the upload, with the box’s sizes', () => {
    renderWithProviders(<AspectImage media={testMedia(7, 1)} alt="Living" aspect={4 / 3} sizes={sizes} priority />);
    const image = screen.getByRole('img', { name: 'Living' });
    expect(image).toHaveAttribute('srcset', '/media/480/publications/7.webp 480w, /media/800/publications/7.webp 800w');
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('src', '/uploads/publications/7.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('lets a gallery pick the upload too when it is wider than the copies', () => {
    renderWithProviders(
      <AspectImage
        media={testMedia(8, 1, { width: 1600, height: 1200 })}
        alt="Cocina"
        aspect={4 / 3}
        sizes="100vw"
        largest
      />,
    );
    expect(screen.getByRole('img', { name: 'Cocina' }).getAttribute('srcset')).toContain(
      '/uploads/publications/8.webp 1600w',
    );
    expect(screen.getByRole('img', { name: 'Cocina' })).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the upload alone when a copy fails, and to the placeholder when that fails too', () => {
    renderWithProviders(<AspectImage media={testMedia(9, 1)} alt="Balcón" aspect={4 / 3} sizes={sizes} />);
    fireEvent.error(screen.getByRole('img', { name: 'Balcón' }));
    const plain = screen.getByRole('img', { name: 'Balcón' });
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).toHaveAttribute('src', '/uploads/publications/9.webp');
    fireEvent.error(plain);
    expect(screen.queryByRole('img', { name: 'Balcón' })?.getAttribute('src') ?? null).not.toBe(
      '/uploads/publications/9.webp',
    );
  });

  it('keeps a small box on the thumbnail, without copies', () => {
    renderWithProviders(<AspectImage media={testMedia(10, 1)} alt="Frente" aspect={1} thumbnail sizes={sizes} />);
    const image = screen.getByRole('img', { name: 'Frente' });
    expect(image).toHaveAttribute('src', '/uploads/publications/10-thumb.webp');
    expect(image).not.toHaveAttribute('srcset');
  });
});
