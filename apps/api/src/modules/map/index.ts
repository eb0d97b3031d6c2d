// The map module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { locateInText } from './gazetteer-locate';
export {
  createSearchPlaceProvider,
  findSearchPlace,
  forgetUnusedPlaces,
  type MapProvider,
  rememberPlace,
  rememberPlaces,
  type UsedAddress,
} from './map.service';
export { mapRoutes } from './map.routes';
