// The user menu (product.md, The shell): the sections whose pages exist, 'Administración' with the sections the user's
// permissions open, 'Mi perfil', 'Tienda', 'Ver sitio' with a slug, and 'Cerrar sesión'. Mi perfil and the logout
// remember the current route as the next redirect.
import { forwardRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { Link, useLocation } from 'react-router';
import {
  IconCalendar,
  IconCards,
  IconChart,
  IconExternal,
  IconLogout,
  IconMail,
  IconSearch,
  IconShield,
  IconStore,
  IconUser,
  IconUsers,
} from '@/components/icons';
import { cx } from '@/lib/cx';
import { useOverlayRegistration } from '@/lib/overlays';
import { rememberRedirect } from '@/lib/redirect';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import type { SessionUser } from '@/lib/session';
import { accessFor, routePath } from '../page-routes';
import { accountEntries, adminEntries, mainEntries, visibleEntries, type VisibleEntry } from './user-menu-entries';
import classes from './shell.module.css';

const icons: Record<VisibleEntry['icon'], ReactNode> = {
  search: <IconSearch size={18} />,
  users: <IconUsers size={18} />,
  cards: <IconCards size={18} />,
  chart: <IconChart size={18} />,
  shield: <IconShield size={18} />,
  user: <IconUser size={18} />,
  store: <IconStore size={18} />,
  mail: <IconMail size={18} />,
  calendar: <IconCalendar size={18} />,
};

type AvatarButtonProps = ComponentPropsWithoutRef<'button'> & { user: SessionUser };

const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps>(function AvatarButton(
  { user, className, ...props },
  ref,
) {
  return (
    <UnstyledButton
      ref={ref}
      className={cx(classes.avatarButton, className)}
      aria-label={`Menú de ${user.name}`}
      {...props}
    >
      <Avatar src={user.avatar_url} name={user.name} color="initials" size={38} radius="xl" alt="" />
    </UnstyledButton>
  );
});

export default function UserMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  useOverlayRegistration(opened, () => setOpened(false));
  const here = location.pathname + location.search;
  const microsite = useConfiguration().MICROSITE;
  // On a microsite, only what it offers: the guard would send the rest to its home.
  const offered = (path: string) => {
    if (!microsite) return true;
    const access = accessFor({ pathname: path });
    return (
      !access.micrositeForbidden &&
      !(access.userSection && microsite.settings?.users === false) &&
      !(access.groupSection && microsite.settings?.groups === false)
    );
  };
  const pathOf = (route: string) => {
    const path = routePath(route);
    return path && offered(path) ? path : null;
  };
  const main = visibleEntries(mainEntries, user, pathOf);
  const admin = visibleEntries(adminEntries, user, pathOf);
  const account = visibleEntries(accountEntries, user, pathOf);

  const item = (entry: VisibleEntry) => (
    <Menu.Item
      key={entry.route}
      component={Link}
      to={entry.to}
      leftSection={icons[entry.icon]}
      onClick={entry.remember ? () => rememberRedirect(here) : undefined}
    >
      {entry.label}
    </Menu.Item>
  );

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={260}
      shadow="lg"
      radius="md"
      offset={8}
      withinPortal
      // The header is sticky, so the avatar never scrolls away from its menu.
      hideDetached={false}
    >
      <Menu.Target>
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.menuUser}>
          <Text fw={700} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </div>
        <Menu.Divider />
        {main.map(item)}
        {admin.length > 0 && (
          <>
            {main.length > 0 && <Menu.Divider />}
            <Menu.Label>Administración</Menu.Label>
            {admin.map(item)}
          </>
        )}
        {(main.length > 0 || admin.length > 0) && <Menu.Divider />}
        {account.map(item)}
        {user.slug && offered(`/${user.slug}`) && (
          <Menu.Item component={Link} to={`/${user.slug}`} leftSection={<IconExternal size={18} />}>
            Ver sitio
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/auth/logout"
          color="red"
          c="red.9"
          leftSection={<IconLogout size={18} />}
          onClick={() => rememberRedirect(here)}
        >
          {messages.shell.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
