// The frame both prompts share: a centred dialog with an icon, the title, the text and the actions. It registers as
// an open overlay, so the navigation guard closes it and the other prompt waits for it. The panels put the first focus
// on their safe answer (data-autofocus): a panel nobody asked for never starts the browser's prompt on a stray Enter.
import type { ReactNode } from 'react';
import { Group, Modal, Stack, ThemeIcon } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { useOverlayRegistration } from '@/lib/overlays';
import classes from './prompts.module.css';

type PromptPanelProps = {
  id: string;
  opened: boolean;
  title: string;
  icon: ReactNode;
  onClose: () => void;
  onExited?: () => void;
  children: ReactNode;
  actions: ReactNode;
};

export function PromptPanel({ id, opened, title, icon, onClose, onExited, children, actions }: PromptPanelProps) {
  useOverlayRegistration(opened, onClose);
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      id={id}
      centered
      size={420}
      zIndex={300}
      onExitTransitionEnd={onExited}
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content radius="lg">
        <Modal.Header className={classes.header}>
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Modal.CloseButton aria-label={messages.shell.close} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="sm">
            <Modal.Title className={classes.title}>{title}</Modal.Title>
            {children}
            <Group justify="flex-end" gap="sm" mt="sm" className={classes.actions}>
              {actions}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
