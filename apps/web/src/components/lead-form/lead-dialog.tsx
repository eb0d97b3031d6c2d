// The «Consultar» dialog, managed by the modal host like the contact modal, so any page opens it with one call and the
// navigation guard closes it. Loaded on the first click: the form's checks (the phone metadata) stay out of the pages.
import { modals } from '@mantine/modals';
import { leadTexts } from '@vitrina/shared/leads';
import { requestOverlayHost } from '@/lib/overlay-host';
import { registerOverlay } from '@/lib/overlays';
import type { LeadTarget } from './api/send-lead';
import { LeadForm } from './lead-form';

export async function openLeadDialog(target: LeadTarget, about?: string): Promise<void> {
  await requestOverlayHost();
  const id = `lead-${Date.now()}`;
  let unregister = () => {};
  modals.open({
    modalId: id,
    title: about ? `${leadTexts.title}: ${about}` : leadTexts.title,
    centered: true,
    radius: 'lg',
    children: <LeadForm target={target} onDone={() => modals.close(id)} />,
    onClose: () => unregister(),
  });
  unregister = registerOverlay(() => modals.close(id));
}
