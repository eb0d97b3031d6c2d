import { Button, Text } from '@mantine/core';
import { useConfigurationQuery } from '@/lib/configuration/get-configuration';
import classes from './shell.module.css';

/**
 * When the configuration never loaded, the app runs on defaults and keeps this bar at the bottom of the screen
 * to try again (product.md, The shell: Ways out); the error itself was already a toast.
 */
export function ConfigurationBanner() {
  const query = useConfigurationQuery();
  if (!query.isError || query.data) return null;
  return (
    <div className={classes.offline} role="status">
      <Text size="sm" className={classes.offlineText}>
        No pudimos conectarnos con el servidor. Algunas funciones pueden no estar disponibles.
      </Text>
      <Button size="compact-sm" variant="white" color="dark" loading={query.isFetching} onClick={() => query.refetch()}>
        Reintentar
      </Button>
    </div>
  );
}
