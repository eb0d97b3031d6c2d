import { Stack, Text, ThemeIcon } from '@mantine/core';
import { useSession } from '@/lib/session';
import { identifyTexts } from '../identify-texts';

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="34"
      height="34"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** The welcome after a sign-in, shown for a second while the user loads. */
export function LoggedStep() {
  const { user } = useSession();
  return (
    <Stack align="center" gap="xs" py="md" role="status">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <CheckIcon />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {identifyTexts.welcome}
      </Text>
      {user && <Text c="dimmed">{user.name}</Text>}
    </Stack>
  );
}
