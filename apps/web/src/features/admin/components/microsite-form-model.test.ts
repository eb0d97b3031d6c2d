// The microsite form's pure rules: the default user follows the list, errors land on the field that shows them,
// and the preview's text colours read on the colours chosen.
import { describe, expect, it } from 'vitest';
import { addUser, checkDraft, draftOf, errorKey, removeUser } from './microsite-form-model';
import { contrastRatio, minimumContrast, readableOn } from './microsite-colors';

const bruno = { id: 8, name: 'Bruno Medina', email: 'bruno@example.com', avatar_url: null };
const carla = { id: 9, name: 'Carla Ruiz', email: 'carla@example.com', avatar_url: null };

describe('the microsite draft', () => {
  it('starts pending with the shared defaults and every logo kept', () => {
    const draft = draftOf();
    expect(draft.status).toBe('pending');
    expect(draft.settings).toEqual({ users: true, groups: false });
    expect(draft.logos.logo_square).toEqual({ change: { kind: 'keep' }, preview: null });
  });

  it('makes the first user added the default, and passes it on when the default is removed', () => {
    let draft = addUser(addUser(draftOf(), bruno), carla);
    expect(draft.defaultUserId).toBe(8);
    expect(addUser(draft, bruno).users).toHaveLength(2);
    draft = removeUser(draft, 8);
    expect(draft.defaultUserId).toBe(9);
    expect(removeUser(draft, 9).defaultUserId).toBeNull();
  });

  it('answers the payload once the shared schema accepts the draft', () => {
    const draft = { ...addUser(draftOf(), bruno), name: ' Palermo ', host: 'Palermo.Ejemplo.com' };
    const checked = checkDraft(draft);
    expect('payload' in checked && checked.payload).toMatchObject({
      name: 'Palermo',
      host: 'palermo.ejemplo.com',
      description: null,
      users: [8],
      default_user_id: 8,
    });
  });

  it('puts list items and logo removals on their field', () => {
    expect(errorKey('users.0')).toBe('users');
    expect(errorKey('users[]')).toBe('users');
    expect(errorKey(['users', 2])).toBe('users');
    expect(errorKey('remove_logo_main')).toBe('logo_main');
    expect(errorKey('style.header.background')).toBe('style.header.background');
    expect(errorKey(['settings', 'groups'])).toBe('settings');
  });
});

describe('the preview colours', () => {
  it('picks a text colour that reaches AA on any background', () => {
    for (const background of ['#ffffff', '#1c7ed6', '#e8590c', '#1f1646', '#808080', '#ffd43b'])
      expect(contrastRatio(background, readableOn(background))).toBeGreaterThanOrEqual(minimumContrast);
  });
});
