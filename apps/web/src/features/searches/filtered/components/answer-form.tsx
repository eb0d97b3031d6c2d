// One's own answer in the detail (product.md, Searches: Filtered results): 'Me gusta' / 'Ya no me gusta', the comment,
// the answer tags and 'Guardar'. Saving nothing new sends nothing; a saved answer is confirmed, the detail closes and
// the list refreshes. Shown only on one's own decisions view: the API would accept the call, the rule is the spec's.
import { useState, type FormEvent } from 'react';
import { Button, Chip, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { searchAnswerTags } from '@vitrina/shared/enums';
import type { FilteredCard } from '@vitrina/shared/search-filtered';
import { searchLimits } from '@vitrina/shared/searches';
import { IconHeart, IconX } from '@/components/icons';
import { fieldErrors } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { useSaveAnswer } from '../api/save-answer';
import { filteredTexts } from '../filtered-texts';
import classes from '../filtered.module.css';

type AnswerFormProps = { searchId: string; card: FilteredCard; onDone: () => void };
type AnswerTag = FilteredCard['tags'][number];

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag) => b.includes(tag));

export function AnswerForm({ searchId, card, onDone }: AnswerFormProps) {
  const [like, setLike] = useState(card.like ?? false);
  const [comment, setComment] = useState(card.comment ?? '');
  const [tags, setTags] = useState<AnswerTag[]>(card.tags);
  const save = useSaveAnswer(searchId);
  const commentError = fieldErrors(save.error)?.comment?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    const changed = like !== card.like || text !== (card.comment ?? '').trim() || !sameTags(tags, card.tags);
    if (!changed) {
      onDone();
      return;
    }
    save.mutate(
      // A SuperLike stays while the listing is still liked; 'Ya no me gusta' drops it (the API's rule).
      { publication_id: card.id, like, is_super: like && card.is_super, comment: text || null, tags },
      {
        onSuccess: () => {
          notifySuccess(filteredTexts.saved);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="filtered-own-answer" className={classes.detailSection}>
      <Stack gap="md">
        <Title order={3} size="h5" id="filtered-own-answer">
          {filteredTexts.yourAnswer}
        </Title>
        <Group gap="sm">
          <Button
            variant={like ? 'light' : 'filled'}
            color={like ? 'gray' : 'teal'}
            leftSection={like ? <IconX size={18} /> : <IconHeart size={18} />}
            onClick={() => setLike((value) => !value)}
          >
            {like ? filteredTexts.unlike : filteredTexts.like}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {like ? filteredTexts.likedMark(true) : filteredTexts.discardedMark(true)}
          </Text>
        </Group>
        <Textarea
          label={filteredTexts.comment}
          placeholder={filteredTexts.commentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={searchLimits.commentMax}
          autosize
          minRows={3}
          maxRows={8}
          error={commentError}
          description={filteredTexts.commentCount(comment.length, searchLimits.commentMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Chip.Group multiple value={tags} onChange={(value) => setTags(value as AnswerTag[])}>
          <div role="group" aria-label={filteredTexts.tags} className={classes.tags}>
            <Text size="sm" fw={500} aria-hidden>
              {filteredTexts.tags}
            </Text>
            <Group gap="xs">
              {searchAnswerTags.map((tag) => (
                <Chip key={tag.value} value={tag.value} variant="outline">
                  {tag.title}
                </Chip>
              ))}
            </Group>
          </div>
        </Chip.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {filteredTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
