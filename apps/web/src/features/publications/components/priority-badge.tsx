import { Badge } from '@mantine/core';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { PriorityIcon } from '@/components/priority-icon';

/** A listing's priority as a badge in the priority's colour and icon; nothing without one. */
export function PriorityBadge({ priority }: { priority: string | null }) {
  const { PRIORITIES } = useConfiguration();
  const found = PRIORITIES.find((item) => item.value === priority);
  if (!found) return null;
  return (
    <Badge size="sm" variant="light" color={found.color} leftSection={<PriorityIcon name={found.icon} size={12} />}>
      {found.title}
    </Badge>
  );
}
