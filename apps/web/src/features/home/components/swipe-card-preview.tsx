// The hero's picture of the product: a stack of result cards as the search screen shows them, with the three
// decisions underneath. Drawn with markup and SVG, so it costs no image download.
import { Group, Text } from '@mantine/core';
import { formatPrice } from '@vitrina/shared/format';
import { IconHeart, IconMapPin, IconStar, IconX } from '@/components/icons';
import classes from '../home.module.css';

function BuildingArt() {
  return (
    <svg viewBox="0 0 320 200" className={classes.cardArt} aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd9a8" />
          <stop offset="1" stopColor="#ffb4c2" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill="url(#home-sky)" />
      <circle cx="250" cy="58" r="22" fill="#fff4d6" />
      <rect x="40" y="70" width="92" height="130" rx="4" fill="#7b58ec" />
      <rect x="140" y="40" width="110" height="160" rx="4" fill="#4a32b0" />
      <rect x="258" y="96" width="50" height="104" rx="4" fill="#a78ff3" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((column) => (
          <rect
            key={`b${row}${column}`}
            x={154 + column * 30}
            y={58 + row * 32}
            width="20"
            height="18"
            rx="2"
            fill={(row + column) % 3 === 0 ? '#ffd166' : '#ffffff'}
            opacity={(row + column) % 3 === 0 ? 1 : 0.3}
          />
        )),
      )}
      {[0, 1, 2].map((row) =>
        [0, 1].map((column) => (
          <rect
            key={`a${row}${column}`}
            x={56 + column * 34}
            y={88 + row * 32}
            width="24"
            height="18"
            rx="2"
            fill="#ffffff"
            opacity={0.7}
          />
        )),
      )}
      <rect x="0" y="186" width="320" height="14" fill="#2f2266" opacity="0.25" />
    </svg>
  );
}

export function SwipeCardPreview() {
  return (
    <div className={classes.preview} aria-hidden="true">
      <div className={classes.cardBehind} />
      <div className={classes.card}>
        <BuildingArt />
        <div className={classes.cardBody}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={800} size="lg">
              {formatPrice(145000, 'USD')}
            </Text>
            <span className={classes.creditBadge}>Apto crédito</span>
          </Group>
          <Text size="sm" fw={600} mt={4}>
            Departamento en venta · 3 ambientes
          </Text>
          <Group gap={4} mt={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} />
            <Text size="xs" c="dimmed">
              Palermo, Buenos Aires · 75 m²
            </Text>
          </Group>
        </div>
      </div>
      <Group justify="center" gap="lg" className={classes.actions}>
        <span className={`${classes.action} ${classes.actionDiscard}`}>
          <IconX size={22} strokeWidth={2.4} />
        </span>
        <span className={`${classes.action} ${classes.actionSuper}`}>
          <IconStar size={20} strokeWidth={2.2} />
        </span>
        <span className={`${classes.action} ${classes.actionLike}`}>
          <IconHeart size={22} strokeWidth={2.2} />
        </span>
      </Group>
    </div>
  );
}
