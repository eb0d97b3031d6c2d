// 'Invitar' (product.md, Groups): a new single-use link from the API, handed to the device's share sheet with the title
// 'Invitación' and a text naming the group. Without a share sheet the person is told so and gets the link to copy;
// when the sheet fails for another reason the link is offered too. Closing the sheet says nothing.
import { useState } from 'react';
import { groupMessages, type Group } from '@vitrina/shared/groups';
import { messages } from '@vitrina/shared/messages';
import { notifyWarning } from '@/lib/notify';
import { useInviteMember } from '../api/invite-member';
import { groupTexts } from '../group-texts';
import { invitationUrl, shareLink } from './share-link';

export function inviteShareData(group: Pick<Group, 'name'>, url: string): ShareData {
  return { title: groupMessages.invitationTitle, text: groupTexts.shareText(group.name), url };
}

export function useInvite(group: Group) {
  const mutation = useInviteMember(group.id);
  const [link, setLink] = useState<string | null>(null);

  const invite = async () => {
    let uuid: string;
    try {
      ({ uuid } = await mutation.mutateAsync());
    } catch {
      return; // the query cache has shown the error toast
    }
    const url = invitationUrl(uuid);
    const outcome = await shareLink(inviteShareData(group, url));
    if (outcome === 'unsupported') notifyWarning(messages.share.unsupported);
    if (outcome === 'unsupported' || outcome === 'failed') setLink(url);
  };

  return { invite, pending: mutation.isPending, link, closeLink: () => setLink(null) };
}
