import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import { IconLink } from '@/components/icons';
import { useLinkedAccounts, type LinkedAccount } from '../api/get-linked-accounts';
import classes from '../user-home.module.css';

const providerNames: Record<LinkedAccount['provider'], string> = { google: 'Google', apple: 'Apple' };

/** The Google and Apple accounts that sign in to this account, on the home page. */
export function LinkedAccounts({ userId }: { userId: number }) {
  const query = useLinkedAccounts(userId);
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size={36}>
          <IconLink size={20} />
        </ThemeIcon>
        <Text fw={700}>Cuentas vinculadas</Text>
      </Group>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={18} />
          <Skeleton height={18} width="70%" />
        </Stack>
      ) : query.data && query.data.length > 0 ? (
        <Stack gap="xs" component="ul" className={classes.list}>
          {query.data.map((account) => (
            <li key={account.provider}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <div className={classes.grow}>
                  <Text fw={600} size="sm">
                    {providerNames[account.provider] ?? account.provider}
                  </Text>
                  {account.email && (
                    <Text size="xs" c="dimmed" truncate>
                      {account.email}
                    </Text>
                  )}
                </div>
                <Text size="xs" c="dimmed">
                  Desde el {formatDate(account.created_at)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {query.isError
            ? 'No pudimos cargar tus cuentas vinculadas.'
            : 'Ninguna todavía. Si ingresás con Google o Apple usando este mismo email, la cuenta queda vinculada.'}
        </Text>
      )}
    </Paper>
  );
}
