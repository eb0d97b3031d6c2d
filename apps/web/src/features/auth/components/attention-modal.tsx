// Google refuses to sign in inside Instagram's in-app browser, so its button explains how to go on.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifyError, notifySuccess } from '@/lib/notify';
import { identifyTexts } from '../identify-texts';

export function AttentionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notifySuccess(identifyTexts.linkCopied);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={identifyTexts.attentionTitle} size="sm" zIndex={310}>
      <Stack gap="md">
        <Text size="sm">{identifyTexts.attentionText}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={copy}>
            {identifyTexts.copyLink}
          </Button>
          <Button onClick={onClose}>{identifyTexts.understood}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
