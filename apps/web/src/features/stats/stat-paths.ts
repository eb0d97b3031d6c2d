// The paths of the statistics routes (app/page-routes.tsx names them account.stat.*).
export const statPaths = {
  index: '/account/stat/index',
  superlikes: (id: number) => `/account/stat/publication/${id}`,
} as const;
