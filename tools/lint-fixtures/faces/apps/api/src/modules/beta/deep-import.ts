// The beta module reaching into alpha's internal file, which import-x/no-restricted-paths must report.
import { alphaName } from '../alpha/alpha.service';

export const deep = `beta reaches ${alphaName}`;
