// How a figure moved against the previous period of equal length: '+12 %' up, '−5 %' down (with the minus sign),
// 'sin cambios', or 'nuevo' when the previous period had none.
import { formatNumber } from '@vitrina/shared/format';
import { statTexts } from '../stat-texts';

export type FigureChange = { text: string; color: 'green' | 'red' | 'gray' | 'blue' };

export function figureChange(current: number, previous: number): FigureChange {
  if (current === previous) return { text: statTexts.changeNone, color: 'gray' };
  if (previous === 0) return { text: statTexts.changeNew, color: 'blue' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: statTexts.changeNone, color: 'gray' };
  const size = formatNumber(Math.abs(percent), false);
  return percent > 0 ? { text: `+${size} %`, color: 'green' } : { text: `\u2212${size} %`, color: 'red' };
}
