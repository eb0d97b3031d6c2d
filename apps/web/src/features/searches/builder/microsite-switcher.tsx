// A microsite's user switcher in the scope header: 'En todo el sitio' or one of its users; choosing re-scopes the new
// search (product.md, Microsites: Search).
import { Chip } from '@mantine/core';
import { builderTexts as texts } from '../search-texts';
import type { MicrositeScopeUser } from './use-microsite-scope';
import classes from './search-builder.module.css';

const WHOLE_SITE = 'all';
// 'filled' said outright, so the checked chip's text goes through the theme's colour resolver: a microsite's readable
// text colour instead of Mantine's fixed white.

type MicrositeSwitcherProps = {
  users: MicrositeScopeUser[];
  value: number | undefined;
  onChange: (userId: number | null) => void;
};

export function MicrositeSwitcher({ users, value, onChange }: MicrositeSwitcherProps) {
  return (
    <div role="radiogroup" aria-label={texts.switcher} className={classes.switcher}>
      <Chip.Group
        value={value === undefined ? WHOLE_SITE : String(value)}
        onChange={(next) => onChange(next === WHOLE_SITE ? null : Number(next))}
      >
        <Chip value={WHOLE_SITE} type="radio" variant="filled" name="microsite-scope">
          {texts.wholeSite}
        </Chip>
        {users.map((user) => (
          <Chip key={user.id} value={String(user.id)} type="radio" variant="filled" name="microsite-scope">
            {user.name}
          </Chip>
        ))}
      </Chip.Group>
    </div>
  );
}
