// Line icons this feature needs beyond the shared set (components/icons.tsx), drawn on the same 24 px grid.
import type { ReactNode, SVGProps } from 'react';

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

export const IconChevronLeft = icon(<path d="M14.5 6l-6 6 6 6" />);
export const IconChevronRight = icon(<path d="M9.5 6l6 6-6 6" />);
export const IconGrip = icon(
  <><circle cx="9" cy="6" r="1" /><circle cx="15" cy="6" r="1" /><circle cx="9" cy="12" r="1" /><circle cx="15" cy="12" r="1" /><circle cx="9" cy="18" r="1" /><circle cx="15" cy="18" r="1" /></>,
);
export const IconPlus = icon(<path d="M12 5v14M5 12h14" />);
export const IconFlame = icon(<path d="M12 21a6.5 6.5 0 0 1-6.5-6.5c0-4 3.5-6 4-10 3 2 4 4.5 4 6.5 1-.5 1.7-1.7 2-3 1.8 1.8 3 4.2 3 6.5A6.5 6.5 0 0 1 12 21z" />);
export const IconTag = icon(<><path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0z" /><circle cx="8" cy="8" r="1.5" /></>);
export const IconCrown = icon(<path d="M4 18.5h16M4.5 16L3 7l5 4 4-6.5 4 6.5 5-4-1.5 9z" />);
export const IconSync = icon(<><path d="M19.5 12a7.5 7.5 0 0 1-13.2 4.9M4.5 12a7.5 7.5 0 0 1 13.2-4.9" /><path d="M18 3.5v3.6h-3.6M6 20.5v-3.6h3.6" /></>);
export const IconFlag = icon(<path d="M5 21V4.5M5 4.5h11l-2 4 2 4H5" />);
