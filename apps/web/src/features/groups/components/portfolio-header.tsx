// The portfolio's header (product.md, Listings: Portfolio): the group's logo and name, the note on which publications
// it shows, and 'Buscar en cartera', the search builder over the portfolio, as on the group page.
import { Anchor, Avatar, Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { groupScopeNote, type Group } from '@vitrina/shared/groups';
import { IconCards, IconSearch } from '@/components/icons';
import { groupTexts } from '../group-texts';
import { portfolioTexts } from '../portfolio-texts';
import classes from '../portfolio.module.css';

/** `eyebrow` names the page the header tops: the portfolio by default, or the group's searches. */
export function PortfolioHeader({ group, eyebrow = portfolioTexts.eyebrow }: { group: Group; eyebrow?: string }) {
  return (
    <header className={classes.header}>
      <div className={classes.identity}>
        <Avatar
          src={group.logo_url}
          name={group.name}
          color="initials"
          size={64}
          radius={999}
          alt={`Logo de ${group.name}`}
          className={classes.logo}
        />
        <div className={classes.grow}>
          <Text size="xs" fw={700} tt="uppercase" c="brand.7" className={classes.eyebrow}>
            {eyebrow}
          </Text>
          <Title order={1} className={classes.name}>
            {group.name}
          </Title>
          <Anchor component={Link} to={`/account/group/${group.id}/show`} size="sm">
            {portfolioTexts.viewGroup}
          </Anchor>
        </div>
      </div>
      <p className={classes.scope}>
        <IconCards size={18} className={classes.scopeIcon} />
        <span>{groupScopeNote(group.public)}</span>
      </p>
      <div className={classes.search}>
        <Button
          component={Link}
          to={`/group/${group.id}/search`}
          fullWidth
          size="md"
          variant="light"
          leftSection={<IconSearch size={18} />}
        >
          {groupTexts.searchPortfolio}
        </Button>
      </div>
    </header>
  );
}
