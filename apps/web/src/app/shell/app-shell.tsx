// The frame around every page (product.md, The shell): header with logo, 'Volver' and the login button, breadcrumbs,
// the page keyed by its full path (fading in after the first), and the footer. It also runs the navigation guard, keeps the current user
// fresh and hosts the identify panel and the notification and install prompts.
import { useMemo, useState, type MouseEvent } from 'react';
import { messages } from '@vitrina/shared/messages';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { AppPrompts } from '@/features/notifications/components/app-prompts';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { leafMeta } from '../route-meta';
import { BRAND_COLOR, SURFACE_COLOR } from '../theme';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ConfigurationBanner } from './configuration-banner';
import { IdentifyLauncher } from './identify-launcher';
import { ImpersonationBanner } from './impersonation-banner';
import { DEFAULT_MICROSITE_SETTINGS, sanitizeMicrositeStyle } from './microsite-theme';
import { RouteAccess } from './route-access';
import { useCanGoBack } from './use-can-go-back';
import { DEFAULT_ICON, useDocumentHead } from './use-document-head';
import { NavigationGuard, type AccessResolver } from './use-navigation-guard';
import { useSessionRefresh } from './use-session-refresh';
import classes from './shell.module.css';

// The skip link moves focus itself rather than following '#contenido': a hash change would be a navigation for the
// router (and its guard), and focus would stay behind in some browsers.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('contenido')?.focus();
}

export function AppShell({ accessFor }: { accessFor: AccessResolver }) {
  const configuration = useConfiguration();
  const location = useLocation();
  const navigation = useNavigation();
  const meta = leafMeta(useMatches());
  const canGoBack = useCanGoBack();
  const microsite = configuration.MICROSITE;
  const brand = meta.tone === 'brand';
  // The page the app opened on shows at once; the pages navigated to after it fade in. A page the server drew would
  // otherwise start invisible, and its largest text or image would count as painted only once the fade ended.
  const viewKey = location.pathname + location.search;
  const [firstView] = useState(viewKey);

  // The checked style, as the theme uses it; the settings the guard applies (a copy stored before settings existed
  // counts as the defaults).
  const micrositeStyle = useMemo(() => (microsite ? sanitizeMicrositeStyle(microsite.style) : null), [microsite]);
  const micrositeSettings = microsite ? (microsite.settings ?? DEFAULT_MICROSITE_SETTINGS) : null;

  useSessionRefresh();
  useDocumentHead({
    title: microsite?.name ?? configuration.APP_NAME,
    icon: microsite?.logo_square_url ?? DEFAULT_ICON,
    themeColor: micrositeStyle ? micrositeStyle.header.background : brand ? BRAND_COLOR : SURFACE_COLOR,
  });

  return (
    <div className={classes.root}>
      <NavigationGuard accessFor={accessFor} microsite={micrositeSettings} />
      <a href="#contenido" className={classes.skipLink} onClick={skipToContent}>
        {messages.shell.skipToContent}
      </a>
      {navigation.state !== 'idle' && (
        <div className={classes.progress} role="progressbar" aria-label="Cargando página" />
      )}
      <ImpersonationBanner />
      <AppHeader
        name={microsite?.name ?? configuration.APP_NAME}
        logoUrl={microsite?.logo_main_url ?? null}
        microsite={
          microsite && micrositeStyle ? { markUrl: microsite.logo_square_url, text: micrositeStyle.header.text } : null
        }
        brand={brand && !microsite}
        showBack={canGoBack && !meta.hideBack}
      />
      <main id="contenido" tabIndex={-1} className={classes.main}>
        <AppBreadcrumbs />
        <div key={viewKey} className={viewKey === firstView ? classes.view : `${classes.view} ${classes.entering}`}>
          <RouteAccess microsite={micrositeSettings}>
            <Outlet />
          </RouteAccess>
        </div>
      </main>
      <AppFooter name={microsite?.name ?? configuration.APP_NAME} />
      <ConfigurationBanner />
      <IdentifyLauncher />
      <AppPrompts />
      <ScrollRestoration />
    </div>
  );
}
