// Query keys of the synchronizer. A finished sync changes the user's listings, kept by the publications
// feature under ['account', 'publication'].
export const synchronizerKeys = {
  detail: ['account', 'synchronizer'] as const,
  publications: ['account', 'publication'] as const,
};
