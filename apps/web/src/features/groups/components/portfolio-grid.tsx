// The portfolio's cards in a grid that grows from one column on a phone to four on a wide screen, with
// placeholders while the first page loads and an empty state that tells a new portfolio from a filter that
// matched nothing.
import { Button, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Publication } from '@vitrina/shared/publications';
import { IconCards, IconFilter } from '@/components/icons';
import { useFieldTitles } from '@/components/publication-detail/use-field-titles';
import { portfolioTexts } from '../portfolio-texts';
import { PortfolioCard } from './portfolio-card';
import classes from '../portfolio.module.css';

type PortfolioGridProps = {
  publications: Publication[] | undefined;
  /** A new filter's results are on their way: the current cards dim. */
  refreshing: boolean;
  filtered: boolean;
  onOpen: (publication: Publication) => void;
  onClearFilters: () => void;
};

export function PortfolioGrid({ publications, refreshing, filtered, onOpen, onClearFilters }: PortfolioGridProps) {
  const titles = useFieldTitles();

  if (!publications) {
    return (
      <div className={classes.grid} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index}>
            <Skeleton radius="lg" className={classes.skeletonMedia} />
            <Skeleton height={14} mt="sm" width="80%" radius="xl" />
            <Skeleton height={12} mt={8} width="50%" radius="xl" />
          </div>
        ))}
      </div>
    );
  }

  if (publications.length === 0) {
    return (
      <div className={classes.empty}>
        <ThemeIcon size={56} radius="xl" variant="light">
          {filtered ? <IconFilter size={26} /> : <IconCards size={28} />}
        </ThemeIcon>
        <Text fw={700}>{filtered ? portfolioTexts.noMatchTitle : portfolioTexts.emptyTitle}</Text>
        <Text size="sm" c="dimmed" maw={380}>
          {filtered ? portfolioTexts.noMatchText : portfolioTexts.emptyText}
        </Text>
        {filtered && (
          <Button variant="light" onClick={onClearFilters}>
            {portfolioTexts.clearFilters}
          </Button>
        )}
      </div>
    );
  }

  return (
    <ul className={classes.grid} aria-busy={refreshing} data-refreshing={refreshing || undefined}>
      {publications.map((publication) => (
        <li key={publication.id} className={classes.gridItem}>
          <PortfolioCard publication={publication} titles={titles} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
