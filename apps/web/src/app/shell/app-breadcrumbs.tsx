import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { crumbsOf } from '../route-meta';
import classes from './shell.module.css';

/** The trail of the current page from the routes' titles; hidden on top-level pages. */
export function AppBreadcrumbs() {
  const crumbs = crumbsOf(useMatches());
  if (crumbs.length < 2) return null;
  return (
    <Container size="lg" className={classes.crumbs}>
      <nav aria-label="Ruta de navegación">
        <Breadcrumbs separator="›" separatorMargin={6}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Text key={crumb.to} size="sm" c="dimmed" aria-current="page" truncate>
                {crumb.title}
              </Text>
            ) : (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.title}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </nav>
    </Container>
  );
}
