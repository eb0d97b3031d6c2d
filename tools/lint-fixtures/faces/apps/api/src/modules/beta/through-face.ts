// The beta module reaching alpha the allowed way: through alpha's face.
import { alphaName } from '../alpha';

export const viaFace = `beta uses ${alphaName}`;
