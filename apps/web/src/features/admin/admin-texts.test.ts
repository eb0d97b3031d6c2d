// The administration's counts, in the singular for one and the plural otherwise, the way the rows and dialogs read them.
import { describe, expect, it } from 'vitest';
import { adminTexts, micrositeTexts } from './admin-texts';

const groupsLine = 'Los grupos que creó pasan al integrante más antiguo, o se eliminan si no tienen otros integrantes.';

describe('the counts of the admin lists', () => {
  it('reads one like and one discard in the singular, zero and many in the plural', () => {
    expect(adminTexts.decisions(1, 1)).toBe('1 me gusta · 1 descarte');
    expect(adminTexts.decisions(0, 0)).toBe('0 me gusta · 0 descartes');
    expect(adminTexts.decisions(2, 2)).toBe('2 me gusta · 2 descartes');
    expect(adminTexts.decisions(12_500, 1_000_000)).toBe('12.500 me gusta · 1.000.000 descartes');
  });

  it('counts members, searches, participants and users the same way', () => {
    expect(adminTexts.membersCount(1)).toBe('1 integrante');
    expect(adminTexts.membersCount(0)).toBe('0 integrantes');
    expect(adminTexts.searchesCount(1)).toBe('1 búsqueda');
    expect(adminTexts.searchesCount(2)).toBe('2 búsquedas');
    expect(adminTexts.participantsCount(1)).toBe('1 participante');
    expect(micrositeTexts.usersCount(1500)).toBe('1.500 usuarios');
  });
});

describe('what deleting a user takes with it', () => {
  it('names the listings and searches in the number they are', () => {
    expect(adminTexts.deleteUserText(15, 4)).toBe(
      `Se eliminarán sus 15 publicaciones y sus 4 búsquedas. ${groupsLine}`,
    );
    expect(adminTexts.deleteUserText(1, 1)).toBe(`Se eliminarán su publicación y su búsqueda. ${groupsLine}`);
    expect(adminTexts.deleteUserText(1, 0)).toBe(`Se eliminará su publicación. ${groupsLine}`);
    expect(adminTexts.deleteUserText(0, 2)).toBe(`Se eliminarán sus 2 búsquedas. ${groupsLine}`);
    expect(adminTexts.deleteUserText(2500, 0)).toBe(`Se eliminarán sus 2.500 publicaciones. ${groupsLine}`);
  });

  it('says there is nothing of theirs to delete rather than counting zeros', () => {
    expect(adminTexts.deleteUserText(0, 0)).toBe(`No tiene publicaciones ni búsquedas que eliminar. ${groupsLine}`);
  });

  it("counts a group's members in the deletion of the group", () => {
    expect(adminTexts.deleteGroupText('Norte', 1)).toBe(
      'Se eliminará Norte para su integrante. Esta acción no se puede deshacer.',
    );
    expect(adminTexts.deleteGroupText('Norte', 1200)).toBe(
      'Se eliminará Norte para sus 1.200 integrantes. Esta acción no se puede deshacer.',
    );
  });
});
