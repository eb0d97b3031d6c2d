// Demo avatars drawn here, never downloaded: a person's head and shoulders (skin, hair, clothes and background from
// the email, the haircut from the demo user), or a shop's round logo for the users who sell under a brand. No text,
// so no fonts are needed to render it.
import { createHash } from 'node:crypto';
import { renderSvg } from '../lib/images';

export type Haircut = 'short' | 'long' | 'bob' | 'bun' | 'curly';
/** A portrait's haircut and whether a beard or glasses go with it; 'shop' for a brand's logo. */
export type AvatarLook = { haircut: Haircut; beard?: boolean; glasses?: boolean } | 'shop';

const skins = ['#f4d3b5', '#e9b98f', '#d39a6a', '#b67a4f', '#8d5a3b', '#f1c7a4'];
const hairs = ['#2b1d14', '#4a2f1d', '#6b4426', '#a06a3a', '#1c1c1c', '#c9a26b', '#7a3b23'];
const clothes = ['#2f5d8a', '#7a2e3b', '#2f6b4f', '#5b4a8a', '#c0672f', '#3d3d3d', '#1f7a6d', '#b03a5b'];
const backgrounds = ['#dce9f5', '#f5e3d6', '#e2f0e4', '#efe2f3', '#f7efd2', '#dff1f1'];

function hair(cut: Haircut, colour: string): { back: string; front: string } {
  switch (cut) {
    case 'long':
      return {
        back: `<path d="M52 96 Q50 40 100 38 Q150 40 148 96 L152 168 H48 Z" fill="${colour}"/>`,
        front: `<path d="M60 92 Q62 48 100 46 Q140 48 142 92 Q120 70 96 66 Q76 74 60 92 Z" fill="${colour}"/>`,
      };
    case 'bob':
      return {
        back: `<path d="M54 100 Q52 42 100 40 Q148 42 146 100 L146 132 H54 Z" fill="${colour}"/>`,
        front: `<path d="M58 96 Q60 46 100 44 Q142 46 142 96 L136 78 Q100 76 70 70 Z" fill="${colour}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="100" cy="34" r="20" fill="${colour}"/>`,
        front: `<path d="M62 90 Q60 46 100 44 Q140 46 138 90 Q128 64 100 60 Q72 64 62 90 Z" fill="${colour}"/>`,
      };
    case 'curly': {
      const curls = [60, 76, 92, 108, 124, 140]
        .map((x, i) => `<circle cx="${x}" cy="${56 + (i % 2) * 6}" r="16" fill="${colour}"/>`)
        .join('');
      return { back: `<path d="M54 110 Q50 50 100 44 Q150 50 146 110 Z" fill="${colour}"/>`, front: curls };
    }
    default:
      return {
        back: '',
        front: `<path d="M62 84 Q60 46 100 44 Q140 46 138 84 Q130 62 104 60 Q80 58 62 84 Z" fill="${colour}"/>`,
      };
  }
}

function portraitSvg(hash: Buffer, look: Exclude<AvatarLook, 'shop'>): string {
  const pick = <T>(list: T[], byte: number) => list[hash[byte] % list.length];
  const skin = pick(skins, 0);
  const hairColour = pick(hairs, 1);
  const shirt = pick(clothes, 2);
  const { back, front } = hair(look.haircut, hairColour);
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="3"><circle cx="84" cy="96" r="11"/><circle cx="116" cy="96" r="11"/><path d="M95 96 H105"/></g>`
    : '';
  const beard = look.beard
    ? `<path d="M68 104 Q70 150 100 152 Q130 150 132 104 Q126 128 100 130 Q74 128 68 104 Z" fill="${hairColour}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${pick(backgrounds, 3)}"/>${back}` +
    `<path d="M30 200 Q32 150 78 142 H122 Q168 150 170 200 Z" fill="${shirt}"/>` +
    `<path d="M86 128 H114 V150 Q100 160 86 150 Z" fill="${skin}"/>` +
    `<path d="M84 144 L100 162 L116 144" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>` +
    `<ellipse cx="64" cy="100" rx="7" ry="10" fill="${skin}"/><ellipse cx="136" cy="100" rx="7" ry="10" fill="${skin}"/>` +
    `<ellipse cx="100" cy="96" rx="37" ry="44" fill="${skin}"/>${beard}` +
    `<ellipse cx="85" cy="96" rx="4" ry="5" fill="#2b2b2b"/><ellipse cx="115" cy="96" rx="4" ry="5" fill="#2b2b2b"/>` +
    `<path d="M77 84 Q85 80 92 84 M108 84 Q115 80 123 84" fill="none" stroke="${hairColour}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M100 100 Q97 110 101 112" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M88 121 Q100 130 112 121" fill="none" stroke="#8a3b32" stroke-width="3.5" stroke-linecap="round"/>` +
    `${front}${glasses}</svg>`
  );
}

/** A shop's round badge: a shopping bag with a hanger on it, in two of the brand's colours. */
function shopSvg(hash: Buffer): string {
  const ring = clothes[hash[0] % clothes.length];
  const paper = backgrounds[hash[1] % backgrounds.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${paper}"/><circle cx="100" cy="100" r="84" fill="${ring}"/>` +
    `<circle cx="100" cy="100" r="70" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="6 6"/>` +
    `<path d="M64 84 H136 L142 146 H58 Z" fill="#ffffff"/>` +
    `<path d="M82 84 V74 Q82 58 100 58 Q118 58 118 74 V84" fill="none" stroke="#ffffff" stroke-width="6"/>` +
    `<path d="M94 100 Q94 92 100 92 Q106 92 106 98 Q106 102 100 106 L78 126 H122 L100 106" fill="none" stroke="${ring}" stroke-width="5" stroke-linejoin="round"/>` +
    `</svg>`
  );
}

export function avatarSvg(seed: string, look: AvatarLook): string {
  const hash = createHash('sha256').update(seed).digest();
  return look === 'shop' ? shopSvg(hash) : portraitSvg(hash, look);
}

export function renderAvatar(seed: string, look: AvatarLook, size = 256): Promise<Buffer> {
  return renderSvg(avatarSvg(seed, look), size);
}
