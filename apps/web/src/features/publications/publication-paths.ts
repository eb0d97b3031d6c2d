// The paths of the publications routes (app/routes.tsx names them account.publication.*).
export const publicationPaths = {
  list: '/account/publication/index',
  create: '/account/publication/create',
  edit: (id: number) => `/account/publication/${id}/edit`,
  synchronizer: '/account/publication/synchronizer',
} as const;
