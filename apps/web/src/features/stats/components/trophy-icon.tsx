// A trophy drawn like the app's icons (components/icons.tsx: 24px grid, stroke in the text colour). It lives here
// while only the rankings use it.
import type { SVGProps } from 'react';

export function IconTrophy({ size = 24, ...props }: Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4M8.5 20.5h7M9.5 17h5v3.5h-5z" />
    </svg>
  );
}
