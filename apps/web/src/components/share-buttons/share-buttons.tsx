// Where people share a link (a listing's page, a shared search): WhatsApp (a wa.me link with the text), copy the link,
// and the device's share sheet where the browser has one. Server-rendered as links and buttons; the share sheet's
// button appears once the page runs in a browser that offers it.
import { Button, Group } from '@mantine/core';
import { IconChat, IconCopy, IconShare } from '@/components/icons';
import { notifyErrorText, notifySuccess } from '@/lib/notify';
import { canShareNatively, copyText, shareContent, whatsappShareUrl } from '@/lib/share';
import { useHydrated } from '@/lib/use-hydrated';
import { shareTexts } from './share-texts';

type ShareButtonsProps = {
  /** The absolute address shared. */
  url: string;
  /** What goes before the address in the message (the listing's or search's title). */
  text: string;
  /** The share sheet's title. */
  title: string;
};

export function ShareButtons({ url, text, title }: ShareButtonsProps) {
  const hydrated = useHydrated();
  const copy = async () => {
    if (await copyText(url)) notifySuccess(shareTexts.copied);
    else notifyErrorText(shareTexts.copyFailed);
  };
  return (
    <Group gap="xs" role="group" aria-label={shareTexts.title}>
      <Button
        component="a"
        href={whatsappShareUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
        color="teal"
        leftSection={<IconChat size={18} />}
        aria-label={shareTexts.whatsappLabel}
      >
        {shareTexts.whatsapp}
      </Button>
      <Button variant="default" leftSection={<IconCopy size={18} />} onClick={() => void copy()}>
        {shareTexts.copy}
      </Button>
      {hydrated && canShareNatively() && (
        <Button
          variant="default"
          leftSection={<IconShare size={18} />}
          aria-label={shareTexts.shareLabel}
          onClick={() => void shareContent({ title, text, url })}
        >
          {shareTexts.share}
        </Button>
      )}
    </Group>
  );
}
