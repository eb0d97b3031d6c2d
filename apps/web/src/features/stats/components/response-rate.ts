// The response rate (answered over shareable searches) and its colour (product.md, Statistics), in Mantine's palette:
// success green, warning orange (yellow text does not read on white), grey, danger red.
import { responseRateColor } from '@vitrina/shared/stats';

const palette = { success: 'green', warning: 'orange', gray: 'gray', danger: 'red' } as const;

export function responseRate(answered: number, shareable: number) {
  const percent = shareable > 0 ? Math.round((answered / shareable) * 100) : 0;
  return { percent, text: `${percent} %`, color: palette[responseRateColor(answered, shareable)] };
}
