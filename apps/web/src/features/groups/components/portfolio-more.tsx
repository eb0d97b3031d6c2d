// The end of the portfolio's list (product.md, Listings: Portfolio): the next page loads by itself when this comes
// within reach of the screen, and 'Cargar más' does the same by hand (no IntersectionObserver, a keyboard, a failed
// page).
import { useEffect, useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { portfolioTexts } from '../portfolio-texts';
import classes from '../portfolio.module.css';

type PortfolioMoreProps = {
  hasMore: boolean;
  loading: boolean;
  /** A failed page stops the automatic loading until the button is pressed. */
  failed: boolean;
  onLoadMore: () => void;
  /** Said once the last page is in: no more publications by default. */
  endText?: string;
};

// Starts the next page while the person still has about a screen of cards to go.
const ROOT_MARGIN = '0px 0px 600px 0px';

export function PortfolioMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
  endText = portfolioTexts.end,
}: PortfolioMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  const auto = hasMore && !loading && !failed;
  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto]);

  return (
    <div ref={sentinel} className={classes.more}>
      {hasMore ? (
        <Button
          variant="default"
          size="md"
          radius="xl"
          loading={loading}
          onClick={onLoadMore}
          className={classes.moreButton}
        >
          {portfolioTexts.loadMore}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {endText}
        </Text>
      )}
    </div>
  );
}
