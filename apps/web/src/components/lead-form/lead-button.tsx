// «Consultar»: opens the lead form for a listing or a store. Safe to render on the server: nothing of the browser is
// read until it is clicked, and the dialog's code arrives then.
import { Button, type ButtonProps } from '@mantine/core';
import { leadTexts } from '@vitrina/shared/lead-texts';
import { IconMail } from '@/components/icons';
import type { LeadTarget } from './api/send-lead';

export function LeadButton({
  target,
  about,
  ...props
}: { target: LeadTarget; about?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button
      leftSection={<IconMail size={18} />}
      {...props}
      onClick={() => void import('./lead-dialog').then(({ openLeadDialog }) => openLeadDialog(target, about))}
    >
      {leadTexts.button}
    </Button>
  );
}
