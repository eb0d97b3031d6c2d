// Toasts in component tests: Mantine shows each as an alert in its own layer, outside the page's forms.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for a toast that says `text` and returns it (an alert inside a form is the form's own message, not a toast). */
export async function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .queryAllByRole('alert')
      .find((alert) => alert.closest('form') === null && alert.textContent?.includes(text));
    expect(toast, `a toast that says «${text}»`).toBeDefined();
    return toast!;
  });
}
