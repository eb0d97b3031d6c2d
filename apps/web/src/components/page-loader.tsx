import { Center, Loader } from '@mantine/core';

/** Shown in a page's place while something it depends on is still unknown. */
export function PageLoader() {
  return (
    <Center py={80} role="status" aria-label="Cargando">
      <Loader type="dots" />
    </Center>
  );
}
