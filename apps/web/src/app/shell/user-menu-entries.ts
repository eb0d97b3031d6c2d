// The user menu (product.md, The shell) as data. Each entry is keyed by the name of the route it opens and shows only
// once that route exists, so pages that later issues build (searches, groups, publications, statistics, administration)
// join the menu by adding their route, and no entry ever leads to a blank page.
import type { SessionUser } from '@/lib/session';

export type MenuEntry = {
  route: string;
  label: string;
  icon: 'search' | 'users' | 'cards' | 'chart' | 'shield' | 'user' | 'store' | 'mail' | 'calendar';
  /** An admin permission the user must hold (product.md, Who uses it). */
  permission?: string;
  when?: (user: SessionUser) => boolean;
  /** 'Mi perfil' remembers the current route as the next redirect. */
  remember?: boolean;
};

export const mainEntries: MenuEntry[] = [
  { route: 'account.search.index', label: 'Búsquedas', icon: 'search' },
  { route: 'account.group.index', label: 'Grupos', icon: 'users' },
  { route: 'account.publication.index', label: 'Publicaciones', icon: 'cards' },
  { route: 'account.lead.index', label: 'Consultas', icon: 'mail' },
  { route: 'account.stat.index', label: 'Estadísticas', icon: 'chart', when: (user) => user.has_stat },
  { route: 'account.visit.index', label: 'Mis visitas', icon: 'calendar' },
  // Whoever publishes shows listings: their visits' agenda.
  { route: 'account.agenda.index', label: 'Agenda', icon: 'calendar', when: (user) => user.publications_count > 0 },
];

export const adminEntries: MenuEntry[] = [
  { route: 'admin.user.index', label: 'Usuarios', icon: 'shield', permission: 'users' },
  { route: 'admin.group.index', label: 'Grupos', icon: 'shield', permission: 'groups' },
  { route: 'admin.microsite.index', label: 'Micrositios', icon: 'shield', permission: 'microsites' },
  { route: 'admin.search.index', label: 'Búsquedas', icon: 'shield', permission: 'searches' },
];

export const accountEntries: MenuEntry[] = [
  { route: 'account.setting.index', label: 'Mi perfil', icon: 'user', remember: true },
  { route: 'account.setting.slug', label: 'Tienda', icon: 'store' },
  { route: 'account.setting.visit', label: 'Visitas', icon: 'calendar' },
];

export type VisibleEntry = MenuEntry & { to: string };

/** The entries this user sees: their route exists, and the permission and condition hold. */
export function visibleEntries(
  entries: MenuEntry[],
  user: SessionUser,
  pathOf: (route: string) => string | null,
): VisibleEntry[] {
  const visible: VisibleEntry[] = [];
  for (const entry of entries) {
    const to = pathOf(entry.route);
    if (!to) continue;
    if (entry.permission && !user.permissions.includes(entry.permission)) continue;
    if (entry.when && !entry.when(user)) continue;
    visible.push({ ...entry, to });
  }
  return visible;
}
