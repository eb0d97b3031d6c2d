// What the build tells the app about itself. The one module that reads import.meta.env; the rest imports from here.

/** A production build (vite build), as opposed to the dev server and the tests. */
export const isProductionBuild: boolean = import.meta.env.PROD;
