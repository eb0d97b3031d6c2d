// The portfolio's filters (product.md, Listings: Portfolio): a search box (1 s pause), the time ('Momento') and the
// category, offered only when the portfolio holds more than one.
import { NativeSelect } from '@mantine/core';
import { portfolioTimes } from '@vitrina/shared/publications';
import type { CategoryValue } from '@vitrina/shared/enums';
import { SearchBox } from '@/components/search-box';
import type { CategoryCount } from '../api/get-group-categories';
import type { PortfolioFilters as Filters, PortfolioTime } from '../api/get-group-publications';
import { portfolioTexts } from '../portfolio-texts';
import classes from '../portfolio.module.css';

type PortfolioFiltersProps = {
  filters: Filters;
  categories: CategoryCount[];
  onChange: (filters: Filters) => void;
  /** What the search box looks for: publications by default. */
  searchPlaceholder?: string;
};

export function PortfolioFilters({
  filters,
  categories,
  onChange,
  searchPlaceholder = portfolioTexts.searchPlaceholder,
}: PortfolioFiltersProps) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const categoryData = [
    { value: '', label: portfolioTexts.allCategories },
    ...categories.map((category) => ({
      value: category.value,
      label: portfolioTexts.categoryOption(category.title, category.count),
    })),
  ];
  return (
    <div className={classes.filters}>
      <div className={classes.searchBox}>
        <SearchBox value={filters.search} onSearch={(search) => set({ search })} placeholder={searchPlaceholder} />
      </div>
      <NativeSelect
        label={portfolioTexts.time}
        data={portfolioTimes.map((time) => ({ value: time.value, label: time.title }))}
        value={filters.time}
        onChange={(event) => set({ time: event.currentTarget.value as PortfolioTime })}
        radius="xl"
        className={classes.select}
      />
      {categories.length > 1 && (
        <NativeSelect
          label={portfolioTexts.category}
          data={categoryData}
          value={filters.category}
          onChange={(event) => set({ category: event.currentTarget.value as CategoryValue | '' })}
          radius="xl"
          className={classes.select}
        />
      )}
    </div>
  );
}
