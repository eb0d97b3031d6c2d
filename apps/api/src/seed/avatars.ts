// Demo avatars drawn here, never downloaded: a symmetric 5x5 pattern on a colour, both derived from the email,
// so each person keeps the same face across seeds. No text, so no fonts are needed to render it.
import { createHash } from 'node:crypto';
import { renderSvg } from '../lib/images';

function avatarSvg(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const hue = Math.round((hash[0] / 255) * 360);
  const background = `hsl(${hue}, 55%, 88%)`;
  const foreground = `hsl(${hue}, 60%, 38%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (hash[1 + row * 3 + col] % 2 === 0) continue;
      for (const x of new Set([col, 4 - col]))
        cells.push(`<rect x="${20 + x * 32}" y="${20 + row * 32}" width="32" height="32"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${background}"/><g fill="${foreground}" shape-rendering="crispEdges">${cells.join('')}</g></svg>`
  );
}

export function renderAvatar(seed: string, size = 256): Promise<Buffer> {
  return renderSvg(avatarSvg(seed), size);
}
