// What a route declares about itself in its `handle`: its breadcrumb title and who may open it. The shell reads
// it for breadcrumbs, the back button and the theme colour; the navigation guard reads it for access.
import type { UIMatch } from 'react-router';

export type Crumb = { title: string; to: string };

export type RouteMeta = {
  /** The route's name in the spec (e.g. 'account.setting.index'), so menus find its path and appear with it. */
  name?: string;
  /** Breadcrumb and page title; a function for titles that depend on params or loaded data. */
  title?: string | ((match: UIMatch) => string | undefined);
  /** Breadcrumbs to show before this one when they are not its parent routes (e.g. a list before a detail). */
  parents?: Crumb[];
  auth?: 'required' | 'guest';
  /** An admin permission: users, groups, microsites or searches. */
  permission?: string;
  /** On a microsite these routes send to the microsite home (product.md, The shell). */
  micrositeForbidden?: boolean;
  /** The user section (the account pages and signing in): a microsite whose setting `users` is off sends it home. */
  userSection?: boolean;
  /** The groups (their pages, portfolio searches and invitations): a microsite whose setting `groups` is off sends them home. */
  groupSection?: boolean;
  /** Hides 'Volver' (the microsite home). */
  hideBack?: boolean;
  /** 'brand' paints the header and the browser's theme colour in the brand colour, as on the home page. */
  tone?: 'brand';
};

export type AccessMeta = Pick<RouteMeta, 'auth' | 'permission' | 'micrositeForbidden' | 'userSection' | 'groupSection'>;

function metaOf(handle: unknown): RouteMeta {
  return typeof handle === 'object' && handle !== null ? (handle as RouteMeta) : {};
}

/** Access rules of a matched branch: a parent's rule holds for its children, the deepest one wins. */
export function accessOf(handles: readonly unknown[]): AccessMeta {
  const access: AccessMeta = {};
  for (const handle of handles) {
    const meta = metaOf(handle);
    if (meta.auth) access.auth = meta.auth;
    if (meta.permission) access.permission = meta.permission;
    if (meta.micrositeForbidden) access.micrositeForbidden = true;
    if (meta.userSection) access.userSection = true;
    if (meta.groupSection) access.groupSection = true;
  }
  return access;
}

export function leafMeta(matches: readonly UIMatch[]): RouteMeta {
  return metaOf(matches[matches.length - 1]?.handle);
}

export function crumbsOf(matches: readonly UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const meta = metaOf(match.handle);
    if (meta.parents) crumbs.push(...meta.parents);
    const title = typeof meta.title === 'function' ? meta.title(match) : meta.title;
    if (title && crumbs[crumbs.length - 1]?.to !== match.pathname) crumbs.push({ title, to: match.pathname });
  }
  return crumbs;
}
