// The prompts' own line icons, drawn like components/icons.tsx (24px grid, stroke in the text colour).
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function frame({ size = 24, ...props }: IconProps) {
  return {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    ...props,
  };
}

export function IconBell(props: IconProps) {
  return (
    <svg {...frame(props)}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

export function IconInstall(props: IconProps) {
  return (
    <svg {...frame(props)}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M12 7.5v7M9 11.5l3 3 3-3M10.5 18.5h3" />
    </svg>
  );
}

/** Safari's share button: a box with an arrow leaving it upwards. */
export function IconShareIos(props: IconProps) {
  return (
    <svg {...frame(props)}>
      <path d="M12 3v11M8.5 6.5L12 3l3.5 3.5" />
      <path d="M8 10H6.5v10.5h11V10H16" />
    </svg>
  );
}

export function IconAddSquare(props: IconProps) {
  return (
    <svg {...frame(props)}>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <path d="M12 8.5v7M8.5 12h7" />
    </svg>
  );
}
