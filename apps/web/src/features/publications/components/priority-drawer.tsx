// 'Definir prioridad' (product.md, Listings: Priority): one of the configured priorities, each with its colour, icon
// and 'Activo N días', an optional description, 'Guardar', and 'Quitar' when the listing has one. An offcanvas: from
// the bottom on a phone, from the side on larger screens.
import { useRef, useState } from 'react';
import { Button, Drawer, Group, Radio, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate } from '@vitrina/shared/format';
import { publicationMessages, type Publication } from '@vitrina/shared/publications';
import { inlineFieldErrors, showFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useOverlayRegistration } from '@/lib/overlays';
import { useUpdatePriority, type PriorityUpdate } from '../api/update-priority';
import { priorityTexts } from '../publication-texts';
import { PriorityIcon } from '@/components/priority-icon';
import { useFieldOptions } from './use-field-options';
import classes from '../publications.module.css';

type Errors = Partial<Record<'priority' | 'priority_description', string>>;

function PriorityForm({ publication, onDone }: { publication: Publication; onDone: () => void }) {
  const { priorities } = useFieldOptions();
  const [priority, setPriority] = useState(publication.priority ?? '');
  const [description, setDescription] = useState(publication.priority_description ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useUpdatePriority(publication.id);
  const root = useRef<HTMLDivElement>(null);

  const send = (update: PriorityUpdate, message: string) =>
    mutation.mutate(update, {
      onSuccess: () => {
        notifySuccess(message);
        onDone();
      },
      onError: (error) =>
        showFormErrors(
          root.current,
          inlineFieldErrors(error, ['priority', 'priority_description'] as const),
          setErrors,
        ),
    });

  const save = () => {
    if (!priority) return showFormErrors(root.current, { priority: priorityTexts.choose }, setErrors);
    send({ priority, priority_description: description.trim() || null }, publicationMessages.prioritySet);
  };

  return (
    <Stack gap="md" ref={root}>
      <Text size="sm" c="dimmed">
        {priorityTexts.intro}
      </Text>
      <Radio.Group
        value={priority}
        onChange={(value) => {
          setPriority(value);
          setErrors({});
        }}
        error={errors.priority}
        aria-label={priorityTexts.title}
      >
        <Stack gap="xs">
          {priorities.map((item) => (
            <Radio.Card key={item.value} value={item.value} radius="md" className={classes.priorityCard}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon color={item.color} variant="light" size={40} radius="md">
                  <PriorityIcon name={item.icon} size={22} />
                </ThemeIcon>
                <div className={classes.grow}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={650}>{item.title}</Text>
                    <Radio.Indicator />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {item.description}
                  </Text>
                  <Text size="xs" fw={600} c={`var(--mantine-color-${item.color}-light-color)`} mt={4}>
                    {priorityTexts.active(item.expires_in)}
                    {publication.priority === item.value && publication.priority_expires_at
                      ? ` · ${priorityTexts.expires(formatDate(publication.priority_expires_at))}`
                      : ''}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={priorityTexts.description}
        description={priorityTexts.descriptionHint}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        value={description}
        error={errors.priority_description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Group justify="space-between">
        {publication.priority ? (
          <Button
            variant="subtle"
            color="red"
            loading={mutation.isPending && mutation.variables?.priority === null}
            disabled={mutation.isPending}
            onClick={() => send({ priority: null, priority_description: null }, publicationMessages.priorityRemoved)}
          >
            {priorityTexts.remove}
          </Button>
        ) : (
          <span />
        )}
        <Button
          onClick={save}
          loading={mutation.isPending && mutation.variables?.priority !== null}
          disabled={mutation.isPending}
        >
          {priorityTexts.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** Open while `publication` is set; closing (or the navigation guard) clears it. */
export function PriorityDrawer({ publication, onClose }: { publication: Publication | null; onClose: () => void }) {
  const wide = useMediaQuery('(min-width: 48em)');
  useOverlayRegistration(publication !== null, onClose);
  // The last listing stays inside while the drawer slides away.
  const [shown, setShown] = useState(publication);
  if (publication && publication !== shown) setShown(publication);
  return (
    <Drawer
      opened={publication !== null}
      onClose={onClose}
      title={priorityTexts.title}
      position={wide ? 'right' : 'bottom'}
      size={wide ? 440 : 'auto'}
      radius={wide ? 0 : 'lg'}
      classNames={{ title: classes.drawerTitle, content: classes.drawerContent }}
    >
      {shown && <PriorityForm key={shown.id} publication={shown} onDone={onClose} />}
    </Drawer>
  );
}
