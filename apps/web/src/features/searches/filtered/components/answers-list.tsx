// The collaborators' answers of the listing detail (product.md, Searches: Filtered results): each participant who
// decided, with their like, SuperLike, tags and comment; the owner first, as the API orders them.
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { FilteredAnswer } from '@vitrina/shared/search-filtered';
import { filteredTexts } from '../filtered-texts';
import { DecisionMarks } from './decision-marks';
import classes from '../filtered.module.css';

type AnswersListProps = { answers: FilteredAnswer[]; meId: number | null };

export function AnswersList({ answers, meId }: AnswersListProps) {
  return (
    <section aria-labelledby="filtered-answers" className={classes.detailSection}>
      <Title order={3} size="h5" id="filtered-answers" mb="sm">
        {filteredTexts.answers}
      </Title>
      {answers.length === 0 ? (
        <Text c="dimmed" size="sm">
          {filteredTexts.noAnswers}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.plainList}>
          {answers.map((answer) => (
            <li key={answer.user_id} className={classes.answer}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar src={answer.avatar_url} name={answer.name} color="initials" size={36} alt="" aria-hidden />
                <Stack gap={6} className={classes.grow}>
                  <Text fw={650} size="sm">
                    {answer.user_id === meId ? filteredTexts.me(answer.name) : answer.name}
                  </Text>
                  <DecisionMarks answer={answer} own={answer.user_id === meId} />
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
