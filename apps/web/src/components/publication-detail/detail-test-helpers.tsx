// Opens the listing detail the way a page does, with the configuration loaded, for component tests.
import { act, screen } from '@testing-library/react';
import type { Publication } from '@vitrina/shared/publications';
import { configurationQueryKey } from '@/lib/configuration/get-configuration';
import { renderWithProviders, stubApi, testConfiguration } from '@/test/render';
import { openPublicationDetail, type PublicationDetailOptions } from './open-publication-detail';

export async function openDetail(publication: Publication, options: PublicationDetailOptions = {}) {
  stubApi({});
  const { queryClient } = renderWithProviders(<div />);
  queryClient.setQueryData(configurationQueryKey, testConfiguration());
  // The modal opens once the modal host has loaded; let that happen inside act so React renders it.
  await act(async () => {
    void openPublicationDetail(publication, options);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return screen.findByRole('dialog', { name: publication.title });
}
