// Icons only the listing detail and its lightbox use, drawn on the same 24px grid as components/icons.tsx.
import type { ReactNode, SVGProps } from 'react';
import { IconStar } from '@/components/icons';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(paths: ReactNode) {
  return function Icon({ size = 24, strokeWidth = 1.8, ...props }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={strokeWidth}
        strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
        {paths}
      </svg>
    );
  };
}

export const IconZoomIn = icon(<><circle cx="11" cy="11" r="6.5" /><path d="M20 20l-4.2-4.2M8.5 11h5M11 8.5v5" /></>);
export const IconZoomOut = icon(<><circle cx="11" cy="11" r="6.5" /><path d="M20 20l-4.2-4.2M8.5 11h5" /></>);
export const IconRotate = icon(<><path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" /><path d="M19.5 4v4.5H15" /></>);
export const IconChevronLeft = icon(<path d="M14.5 5.5L8 12l6.5 6.5" />);
export const IconChevronRight = icon(<path d="M9.5 5.5L16 12l-6.5 6.5" />);
export const IconFlame = icon(<path d="M12 21a6.5 6.5 0 0 0 6.5-6.5c0-4-3.5-6-4-10-2.5 1.5-4 4-4 6.5-1-.5-1.8-1.5-2-2.8-1.8 1.6-3 3.8-3 6.3A6.5 6.5 0 0 0 12 21z" />);
export const IconTag = icon(<><path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" /><circle cx="8.5" cy="8.5" r="1.5" /></>);
export const IconCrown = icon(<path d="M4 18.5h16M4.5 15.5L3 7l5 4 4-6.5 4 6.5 5-4-1.5 8.5z" />);

const priorityIcons: Record<string, ReturnType<typeof icon>> = { star: IconStar, flame: IconFlame, tag: IconTag, crown: IconCrown };

/** The icon a configured priority names, a star for names this build does not draw. */
export function PriorityIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = priorityIcons[name] ?? IconStar;
  return <Icon size={size} />;
}
