// The header's bell: the unread count of the inbox, live, opening 'Actividad'. Rendered only for a signed-in person,
// after hydration (the server's page has no session), so it never changes the server's HTML.
import { Link } from 'react-router';
import { activityTexts } from '@vitrina/shared/activity-texts';
import { useStore } from '@/lib/create-store';
import { activityLive } from '../live/activity-live';
import { useActivityLive } from '../live/use-activity-live';
import classes from '../activity.module.css';

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinejoin="round" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" strokeLinecap="round" />
    </svg>
  );
}

export function ActivityBell({ userId, onDark }: { userId: number; onDark: boolean }) {
  useActivityLive(userId);
  const unread = useStore(activityLive).unread ?? 0;
  return (
    <Link
      to="/account/activity"
      className={onDark ? `${classes.bell} ${classes.bellOnDark}` : classes.bell}
      aria-label={activityTexts.bell(unread)}
      data-testid="activity-bell"
    >
      <BellIcon />
      {unread > 0 && (
        <span className={classes.badge} aria-hidden="true" data-testid="activity-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
