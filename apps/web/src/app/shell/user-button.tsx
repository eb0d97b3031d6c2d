// The signed-in user's avatar in the header. The avatar and the menu behind it load with the first
// signed-in render, so a guest never downloads them; until then a plain circle with the initials holds the place.
import { lazy, Suspense } from 'react';
import type { SessionUser } from '@/lib/session';
import classes from './shell.module.css';

const UserMenu = lazy(() => import('./user-menu'));

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}

function Placeholder({ user }: { user: SessionUser }) {
  return (
    <span className={classes.avatarPlaceholder} aria-hidden="true">
      {initials(user.name)}
    </span>
  );
}

export function UserButton({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<Placeholder user={user} />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
