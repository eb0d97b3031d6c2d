// One person's answer on a listing as marks: likes it or not, SuperLike, the answer tags and the comment. The cards
// show the chosen participant's; the detail shows everyone's.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { searchAnswerTags } from '@vitrina/shared/enums';
import type { FilteredAnswer } from '@vitrina/shared/search-filtered';
import { IconChat, IconHeart, IconSparkles, IconStar, IconTag, IconX } from '@/components/icons';
import { filteredTexts } from '../filtered-texts';
import classes from '../filtered.module.css';

type Marks = Pick<FilteredAnswer, 'like' | 'is_super' | 'comment' | 'tags'> & { predicted?: boolean };

export function tagTitle(value: string): string {
  return searchAnswerTags.find((tag) => tag.value === value)?.title ?? value;
}

type DecisionMarksProps = {
  answer: Omit<Marks, 'like'> & { like: boolean | null };
  /** The signed-in user's own answer: 'Te gusta' rather than 'Le gusta'. */
  own: boolean;
  /** Cards clamp the comment to two lines; the detail shows it whole. */
  clampComment?: boolean;
};

export function DecisionMarks({ answer, own, clampComment = false }: DecisionMarksProps) {
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="wrap">
        {answer.like === true && (
          <Badge color="teal" variant="light" leftSection={<IconHeart size={12} />}>
            {filteredTexts.likedMark(own)}
          </Badge>
        )}
        {answer.like === false && (
          <Badge color="gray" variant="light" leftSection={<IconX size={12} />}>
            {filteredTexts.discardedMark(own)}
          </Badge>
        )}
        {answer.predicted && (
          <Badge color="violet" variant="light" leftSection={<IconSparkles size={12} />}>
            {filteredTexts.predicted}
          </Badge>
        )}
        {answer.is_super && (
          <Badge color="yellow" variant="light" leftSection={<IconStar size={12} />}>
            {filteredTexts.superlike}
          </Badge>
        )}
        {answer.tags.map((tag) => (
          <Badge key={tag} color="brand" variant="outline" leftSection={<IconTag size={12} />}>
            {tagTitle(tag)}
          </Badge>
        ))}
      </Group>
      {answer.comment && (
        <Text size="sm" c="dimmed" lineClamp={clampComment ? 2 : undefined} className={classes.comment}>
          <IconChat size={14} className={classes.commentIcon} />
          <span className={classes.srOnly}>{filteredTexts.comment}: </span>
          {answer.comment}
        </Text>
      )}
    </Stack>
  );
}
