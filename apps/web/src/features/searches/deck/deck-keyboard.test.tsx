// Deciding with the action bar's buttons from the keyboard: the focus stays on the button pressed, so Enter decides
// the next card too, as the arrow keys do; undo keeps it as well, and once the deck ends the focus moves to the slide
// that says so.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/users';
import { cards, moveFocusOffDisabled, renderDeck } from './deck-test-helpers';

let stopFixup = () => {};
beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
  stopFixup = moveFocusOffDisabled();
});
afterEach(() => stopFixup());

/** The next card takes its turn 500 ms after a decision; a busy machine may take longer to render it. */
const turn = { timeout: 3000 };

describe('deciding from the keyboard with the action bar', () => {
  it.each([
    ['No me gusta', false],
    ['Me gusta', true],
  ])('keeps the focus on «%s» after Enter, so Enter decides the next card too', async (name, like) => {
    signInAs();
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name });
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    await screen.findByRole('article', { name: 'Casa 2' }, turn);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('article', { name: 'Casa 3' }, turn);
    expect(button).toHaveFocus();
    await waitFor(() =>
      expect(sent('decision').map((request) => request.body)).toEqual([
        { publication_id: 1, like, is_super: false },
        { publication_id: 2, like, is_super: false },
      ]),
    );
  });

  it("keeps the focus on 'Deshacer' while it undoes, and with nothing left to undo", async () => {
    signInAs();
    const { sent } = renderDeck();
    await screen.findByRole('article', { name: 'Casa 1' });
    const user = userEvent.setup();
    const discard = screen.getByRole('button', { name: 'No me gusta' });
    discard.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('article', { name: 'Casa 2' }, turn);

    const undo = screen.getByRole('button', { name: 'Deshacer' });
    undo.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'Casa 1' })).toBeInTheDocument();
    expect(undo).toHaveFocus();
    // Nothing more to undo: it says so, and pressing it again does nothing.
    await waitFor(() => expect(undo).toHaveAttribute('aria-disabled', 'true'));
    await user.keyboard('{Enter}');
    expect(undo).toHaveFocus();
    await waitFor(() => expect(sent('undo')).toHaveLength(1));
  });

  it('moves the focus to the final slide once the last card is decided from the bar', async () => {
    signInAs();
    renderDeck({}, [cards(1, 2)]);
    await screen.findByRole('article', { name: 'Casa 1' });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Me gusta' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('article', { name: 'Casa 2' }, turn);
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Llegaste al final' }, turn);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-disabled', 'true');
  });
});
