// A microsite's status as a badge, titled by the configuration (MICROSITE_STATUSES).
import { Badge } from '@mantine/core';
import type { MicrositeStatus } from '@vitrina/shared/microsites';
import { useConfiguration } from '@/lib/configuration/get-configuration';

const colors: Record<MicrositeStatus, string> = { pending: 'yellow', active: 'teal', suspended: 'red' };

export function MicrositeStatusBadge({ status }: { status: MicrositeStatus }) {
  const title = useConfiguration().MICROSITE_STATUSES.find((option) => option.value === status)?.title ?? status;
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'} size="sm">
      {title}
    </Badge>
  );
}
