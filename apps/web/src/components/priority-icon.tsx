// A priority's icon by the name the configuration gives it (enums.ts: star, flame, tag, crown); an
// unknown name gets a flag rather than nothing. Used by the publications list and the listing detail.
import { IconCrown, IconFlag, IconFlame, IconStar, IconTag } from '@/components/icons';

const icons = { star: IconStar, flame: IconFlame, tag: IconTag, crown: IconCrown } as const;

export function PriorityIcon({ name, size = 16 }: { name: string; size?: number }) {
  const Icon = icons[name as keyof typeof icons] ?? IconFlag;
  return <Icon size={size} />;
}
