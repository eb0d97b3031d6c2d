// Half of a deliberate import cycle (with second.ts) that import-x/no-cycle must report.
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
