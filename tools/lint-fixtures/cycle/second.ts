// The other half of the deliberate cycle: it imports first.ts back.
import { first } from './first';

export const second = (): string => 'second';
export const again = (): string => first();
