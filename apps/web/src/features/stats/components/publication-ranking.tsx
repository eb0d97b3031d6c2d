// The source's listings with the most decisions: each opens the listing detail, and 'Superlikes' leads to who
// superliked it.
import { Anchor, Badge, Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { Publication } from '@vitrina/shared/publications';
import { IconStar } from '@/components/icons';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { statPaths } from '../stat-paths';
import { statTexts } from '../stat-texts';
import classes from '../stats.module.css';

function titleOf(publication: Publication): string {
  return publication.title.trim() || statTexts.untitled;
}

export function PublicationRanking({ publications }: { publications: Publication[] }) {
  const navigate = useNavigate();
  // The detail's code (gallery, lightbox, map) loads on the first listing opened, not with the report.
  const open = async (publication: Publication) => {
    const { openPublicationDetail } = await import('@/components/publication-detail/open-publication-detail');
    await openPublicationDetail(publication, { navigate: (path) => navigate(path) });
  };

  return (
    <section aria-labelledby="stat-publications" className={classes.block}>
      <Title order={2} size="h4" id="stat-publications">
        {statTexts.publicationsTitle}
      </Title>
      {publications.length === 0 ? (
        <Text c="dimmed">{statTexts.publicationsEmpty}</Text>
      ) : (
        <ol className={classes.ranking}>
          {publications.map((publication, index) => {
            const cover = [...publication.medias].sort((a, b) => a.number - b.number)[0];
            const title = titleOf(publication);
            return (
              <Paper component="li" key={publication.id} withBorder radius="md" p="sm" className={classes.listing}>
                <Text fw={700} c="dimmed" w={28} ta="center" aria-hidden>
                  {index + 1}
                </Text>
                <UnstyledButton
                  className={classes.listingOpen}
                  onClick={() => void open(publication)}
                  aria-label={statTexts.open(title)}
                >
                  <ImageWithFallback
                    src={cover ? (cover.thumbnail_url ?? cover.file_url) : null}
                    alt=""
                    width={56}
                    height={56}
                  />
                  <div className={classes.grow}>
                    <Text fw={600} lineClamp={2}>
                      {title}
                    </Text>
                    <Badge variant="light" mt={4}>
                      {statTexts.decisions(publication.decisions_count)}
                    </Badge>
                  </div>
                </UnstyledButton>
                <Anchor
                  component={Link}
                  to={statPaths.superlikes(publication.id)}
                  size="sm"
                  aria-label={statTexts.superlikesOf(title)}
                >
                  <Group gap={4} wrap="nowrap">
                    <IconStar size={16} />
                    <span className={classes.linkText}>{statTexts.superlikes}</span>
                  </Group>
                </Anchor>
              </Paper>
            );
          })}
        </ol>
      )}
    </section>
  );
}
