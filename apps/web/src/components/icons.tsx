// A small set of line icons drawn for the app (24px grid, stroke follows the text colour), so no icon font or
// icon package is downloaded for a handful of glyphs.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(paths: ReactNode) {
  return function Icon({ size = 24, strokeWidth = 1.8, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const IconSearch = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
export const IconFilter = icon(<path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />);
export const IconCards = icon(
  <>
    <rect x="7" y="3.5" width="12" height="16" rx="2.5" />
    <path d="M4.5 7.5v10A3 3 0 0 0 7.5 20.5h8" />
  </>,
);
export const IconHeart = icon(
  <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10z" />,
);
export const IconX = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const IconStar = icon(<path d="M12 3.8l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />);
export const IconUsers = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
  </>,
);
export const IconShare = icon(
  <>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6" />
  </>,
);
export const IconBuilding = icon(
  <>
    <path d="M4 20.5V6.5L12 3l8 3.5v14" />
    <path d="M2.5 20.5h19M9 20.5v-4h6v4M8 9h2M14 9h2M8 12.5h2M14 12.5h2" />
  </>,
);
export const IconShirt = icon(
  <path d="M8.5 3.5L4 6l-1.5 4.5 3 1.2V20.5h13v-8.8l3-1.2L20 6l-4.5-2.5a3.5 3.5 0 0 1-7 0z" />,
);
export const IconChart = icon(<path d="M4 20.5h16M7 17v-5M12 17V7M17 17v-8" />);
export const IconPhone = icon(
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </>,
);
export const IconLink = icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>,
);
export const IconMail = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </>,
);
export const IconPhoto = icon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M20.5 16l-5-5-8.5 8.5" />
  </>,
);
export const IconArrowRight = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const IconMapPin = icon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);
export const IconUser = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const IconStore = icon(
  <>
    <path d="M4 9.5V20h16V9.5" />
    <path d="M3 9.5L5 4h14l2 5.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M10 20v-5h4v5" />
  </>,
);
export const IconLogout = icon(
  <>
    <path d="M14 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H14" />
    <path d="M11 12h9.5M17 8.5l3.5 3.5-3.5 3.5" />
  </>,
);
export const IconExternal = icon(
  <>
    <path d="M13.5 4.5h6v6" />
    <path d="M19.5 4.5l-8.5 8.5" />
    <path d="M17.5 14v4a2 2 0 0 1-2 2h-9.5a2 2 0 0 1-2-2V8.5a2 2 0 0 1 2-2h4" />
  </>,
);
export const IconShield = icon(<path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z" />);
export const IconCheck = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconCamera = icon(
  <>
    <path d="M4 8.5a2 2 0 0 1 2-2h2l1.5-2h5l1.5 2h2a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const IconTrash = icon(
  <>
    <path d="M4.5 7h15M10 11v6M14 11v6" />
    <path d="M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5h6V7" />
  </>,
);
export const IconChat = icon(
  <>
    <path d="M4.5 19.5l1.2-3.6A7.5 7.5 0 1 1 8.6 18.6z" />
    <path d="M9.5 9.5c0 2.5 2.5 5 5 5l1-1.5-2-1-1 .8a3.5 3.5 0 0 1-1.8-1.8l.8-1-1-2z" />
  </>,
);
/** A speech bubble: a listing's conversation (IconChat is WhatsApp's). */
export const IconMessage = icon(
  <>
    <path d="M5 5h14a1.5 1.5 0 0 1 1.5 1.5V15a1.5 1.5 0 0 1-1.5 1.5h-8L6.5 20v-3.5H5A1.5 1.5 0 0 1 3.5 15V6.5A1.5 1.5 0 0 1 5 5z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
);
export const IconDots = icon(
  <>
    <circle cx="5.5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="18.5" cy="12" r="1.2" />
  </>,
);
export const IconPencil = icon(
  <>
    <path d="M4 20l4.2-1 10.6-10.6a2.1 2.1 0 0 0-3-3L5.2 16 4 20z" />
    <path d="M14.5 6.5l3 3" />
  </>,
);
export const IconUserPlus = icon(
  <>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 20a6.5 6.5 0 0 1 13 0M18.5 8v6M15.5 11h6" />
  </>,
);
export const IconCopy = icon(
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
);
export const IconCalendar = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const IconZoomIn = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2M8.5 11h5M11 8.5v5" />
  </>,
);
export const IconZoomOut = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2M8.5 11h5" />
  </>,
);
export const IconRotate = icon(
  <>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4v4.5H15" />
  </>,
);
export const IconChevronLeft = icon(<path d="M14.5 6l-6 6 6 6" />);
export const IconChevronRight = icon(<path d="M9.5 6l6 6-6 6" />);
export const IconGrip = icon(
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);
export const IconPlus = icon(<path d="M12 5v14M5 12h14" />);
export const IconFlame = icon(
  <path d="M12 21a6.5 6.5 0 0 1-6.5-6.5c0-4 3.5-6 4-10 3 2 4 4.5 4 6.5 1-.5 1.7-1.7 2-3 1.8 1.8 3 4.2 3 6.5A6.5 6.5 0 0 1 12 21z" />,
);
export const IconTag = icon(
  <>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);
export const IconCrown = icon(<path d="M4 18.5h16M4.5 16L3 7l5 4 4-6.5 4 6.5 5-4-1.5 9z" />);
export const IconSync = icon(
  <>
    <path d="M19.5 12a7.5 7.5 0 0 1-13.2 4.9M4.5 12a7.5 7.5 0 0 1 13.2-4.9" />
    <path d="M18 3.5v3.6h-3.6M6 20.5v-3.6h3.6" />
  </>,
);
export const IconFlag = icon(<path d="M5 21V4.5M5 4.5h11l-2 4 2 4H5" />);
export const IconSparkles = icon(
  <>
    <path d="M10 3.5l1.6 4.9 4.9 1.6-4.9 1.6L10 16.5l-1.6-4.9-4.9-1.6 4.9-1.6z" />
    <path d="M18 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
  </>,
);
