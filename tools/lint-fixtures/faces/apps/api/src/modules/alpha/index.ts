// The alpha module's face: all that other modules may import of it.
export { alphaName } from './alpha.service';
