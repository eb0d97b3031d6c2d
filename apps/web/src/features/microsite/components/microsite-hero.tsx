// The top of a microsite's home: its logos, its name, its description as its style sets it (alignment and size) and
// the way into its search.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconSearch } from '@/components/icons';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { micrositeTexts as texts } from '../microsite-texts';
import classes from '../microsite.module.css';

type MicrositeHeroProps = {
  name: string;
  description: string | null;
  logoMainUrl: string | null;
  logoSecondaryUrl: string | null;
};

export function MicrositeHero({ name, description, logoMainUrl, logoSecondaryUrl }: MicrositeHeroProps) {
  return (
    <Paper radius="lg" className={classes.hero}>
      {(logoMainUrl || logoSecondaryUrl) && (
        <div className={classes.logos}>
          {logoMainUrl && (
            <ImageWithFallback
              src={logoMainUrl}
              alt={name}
              fit="contain"
              radius={0}
              loading="eager"
              className={classes.logoMain}
            />
          )}
          {logoSecondaryUrl && (
            <ImageWithFallback
              src={logoSecondaryUrl}
              alt={texts.secondaryLogo(name)}
              fit="contain"
              radius={0}
              loading="eager"
              className={classes.logoSecondary}
            />
          )}
        </div>
      )}
      <Stack gap="sm" className={classes.heroText}>
        <Title order={1} className={classes.name}>
          {name}
        </Title>
        {description && <Text className={classes.description}>{description}</Text>}
      </Stack>
      <div className={classes.searchBox}>
        <Button
          component={Link}
          to="/microsite/search"
          size="lg"
          fullWidth
          leftSection={<IconSearch size={20} />}
          className={classes.searchButton}
        >
          {texts.search}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {texts.searchHint}
        </Text>
      </div>
    </Paper>
  );
}
