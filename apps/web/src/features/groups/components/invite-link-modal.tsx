// The invitation link when the device did not share it: shown to copy (Mantine's CopyButton), with its validity,
// and with 'Compartir' when a share sheet exists but the first attempt failed.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { groupMessages, type Group as GroupShape } from '@vitrina/shared/groups';
import { IconCheck, IconCopy, IconShare } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';
import { groupTexts } from '../group-texts';
import { canShare, shareLink } from './share-link';
import { inviteShareData } from './use-invite';
import classes from '../groups.module.css';

type InviteLinkModalProps = { group: GroupShape; link: string | null; onClose: () => void };

export function InviteLinkModal({ group, link, onClose }: InviteLinkModalProps) {
  const opened = link !== null;
  useOverlayRegistration(opened, onClose);
  const data = link ? inviteShareData(group, link) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={groupTexts.inviteTitle}
      closeButtonProps={{ 'aria-label': groupTexts.close }}
    >
      {link && data && (
        <Stack gap="md">
          <Text size="sm">{groupTexts.inviteIntro(group.name)}</Text>
          <TextInput
            readOnly
            value={link}
            aria-label={groupTexts.inviteLink}
            classNames={{ input: classes.link }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text size="xs" c="dimmed">
            {groupMessages.invitationValidity}
          </Text>
          <Group gap="sm" justify="flex-end">
            {canShare(data) && (
              <Button variant="default" leftSection={<IconShare size={18} />} onClick={() => void shareLink(data)}>
                {groupTexts.share}
              </Button>
            )}
            <CopyButton value={link} timeout={2500}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                >
                  {copied ? groupTexts.copied : groupTexts.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
