export const visitKeys = {
  all: ['visits'] as const,
  availability: () => [...visitKeys.all, 'availability'] as const,
  list: (role: string, when: string, page: number) => [...visitKeys.all, 'list', role, when, page] as const,
};
