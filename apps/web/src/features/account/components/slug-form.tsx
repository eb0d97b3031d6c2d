// 'Tienda' (product.md, Sign-in and the account): the slug input with the site origin as its prefix, normalised as it
// is typed, the note on what enabling it does, and whether the store's visitors see the contact means (off until chosen
// here).
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { slugUpdateSchema, userMessages, type User } from '@vitrina/shared/users';
import { IconStore } from '@/components/icons';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useUpdateSlug } from '../api/update-slug';
import { normalizeSlugWhileTyping } from './slug-input';
import { StoreContactsField } from './store-contacts-field';
import classes from '../account.module.css';

const INPUT_ID = 'store-slug';

export function SlugForm({ user }: { user: User }) {
  const mutation = useUpdateSlug();
  const [slug, setSlug] = useState(user.slug ?? '');
  const [storeContacts, setStoreContacts] = useState(user.store_contacts);
  const [error, setError] = useState<string | undefined>();
  const origin = `${window.location.origin}/`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (mutation.isPending) return;
    const mark = (errors: { slug?: string }) => setError(errors.slug);
    const parsed = slugUpdateSchema.safeParse({ slug });
    if (!parsed.success) return showFormErrors(form, { slug: parsed.error.issues[0]?.message }, mark);
    setSlug(parsed.data.slug);
    mutation.mutate(
      { slug: parsed.data.slug, store_contacts: storeContacts },
      {
        onSuccess: ({ user: saved }) => {
          setSlug(saved.slug ?? '');
          setStoreContacts(saved.store_contacts);
          notifySuccess(userMessages.slugUpdated);
        },
        onError: (reason) => showFormErrors(form, inlineFieldErrors(reason, ['slug'] as const), mark),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Input.Wrapper
              id={INPUT_ID}
              label="Dirección de tu tienda"
              withAsterisk
              error={error}
              description="Letras minúsculas, números y guiones."
            >
              <div className={classes.slugField} data-invalid={error ? true : undefined}>
                <span className={classes.slugPrefix} title={origin}>
                  <bdi>{origin}</bdi>
                </span>
                <input
                  id={INPUT_ID}
                  className={classes.slugInput}
                  value={slug}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="mi-tienda"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${INPUT_ID}-error` : undefined}
                  onChange={(event) => {
                    setSlug(normalizeSlugWhileTyping(event.currentTarget.value));
                    setError(undefined);
                  }}
                />
              </div>
            </Input.Wrapper>
            <StoreContactsField checked={storeContacts} onChange={setStoreContacts} contactTypes={user.contact_types} />
            <Alert variant="light" color="brand" radius="md" icon={<IconStore size={20} />}>
              Una vez habilitada, la dirección de tu tienda queda disponible para que cualquiera la visite y ya podés
              cargar tus publicaciones.
            </Alert>
            {user.slug && (
              <Text size="sm" c="dimmed">
                Tu tienda hoy:{' '}
                <Anchor component={Link} to={`/${user.slug}`} fw={600} className={classes.address}>
                  {window.location.host}/{user.slug}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
        <Group justify="flex-end" className={classes.actions}>
          <Button type="submit" size="md" loading={mutation.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
