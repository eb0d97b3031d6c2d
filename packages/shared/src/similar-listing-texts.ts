// «Parecidas»'s texts, apart from similar-listings.ts's schemas, which the web's detail does not need to build.
export const similarListingsTexts = {
  title: 'Parecidas',
  loading: 'Buscando publicaciones parecidas…',
} as const;
