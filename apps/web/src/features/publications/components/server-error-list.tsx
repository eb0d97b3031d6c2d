import { Alert, List } from '@mantine/core';
import { formTexts } from '../publication-texts';
import type { ServerErrorItem } from './server-errors';

/** The external error list (product.md, Listings: Form): every error of the last save, above the submit button. */
export function ServerErrorList({ errors }: { errors: ServerErrorItem[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" radius="lg" title={formTexts.errorsTitle} role="alert">
      <List size="sm" spacing={4}>
        {errors.map((error) => (
          <List.Item key={error.key}>
            {error.label ? <strong>{error.label}: </strong> : null}
            {error.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
