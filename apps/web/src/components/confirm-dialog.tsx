// The confirmation dialog every destructive action uses: resolves true on confirm, false on cancel, on closing it, or
// when the navigation guard closes it.
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { requestOverlayHost } from '@/lib/overlay-host';

export type ConfirmOptions = {
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button red, for deletions. */
  danger?: boolean;
};

export async function confirmDialog({
  title,
  text,
  confirmLabel = 'Aceptar',
  cancelLabel = 'Cancelar',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  await requestOverlayHost();
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      radius: 'lg',
      children:
        typeof text === 'string' ? (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        ) : (
          text
        ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      cancelProps: { variant: 'default' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
