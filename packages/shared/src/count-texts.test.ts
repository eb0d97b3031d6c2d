// The shared texts that count something, as the API sends them and the web shows them: the singular for one, the
// plural for zero and more, thousands grouped.
import { describe, expect, it } from 'vitest';
import { searchAlertTexts } from './search-alert-texts';
import { predictMessages } from './search-predict';
import { synchronizerMessages } from './synchronizer';

describe("a sync's warnings", () => {
  it('agrees the verb and the noun with how many listings were skipped and read', () => {
    expect(synchronizerMessages.invalidItems(1, 3, '«H-2»')).toBe(
      'Se omitió 1 de 3 publicaciones con datos inválidos (por ejemplo, «H-2»).',
    );
    expect(synchronizerMessages.invalidItems(1, 1, '«H-2»')).toBe(
      'Se omitió 1 de 1 publicación con datos inválidos (por ejemplo, «H-2»).',
    );
    expect(synchronizerMessages.invalidItems(2, 12_000, '«H-2»')).toBe(
      'Se omitieron 2 de 12.000 publicaciones con datos inválidos (por ejemplo, «H-2»).',
    );
  });

  it('counts the images it could not download', () => {
    expect(synchronizerMessages.imagesSkipped(1)).toBe('No se pudieron descargar 1 imagen.');
    expect(synchronizerMessages.imagesSkipped(2)).toBe('No se pudieron descargar 2 imágenes.');
    expect(synchronizerMessages.imagesSkipped(1500)).toBe('No se pudieron descargar 1.500 imágenes.');
  });
});

describe("a search alert's push and digest", () => {
  it('says one new listing in the singular and many in the plural', () => {
    expect(searchAlertTexts.pushBody(1)).toBe('Hay 1 publicación nueva para ver.');
    expect(searchAlertTexts.pushBody(2)).toBe('Hay 2 publicaciones nuevas para ver.');
    expect(searchAlertTexts.digestSubject(1)).toBe('1 publicación nueva en tus búsquedas');
    expect(searchAlertTexts.digestSubject(1200)).toBe('1.200 publicaciones nuevas en tus búsquedas');
    expect(searchAlertTexts.digestSection('Casas', 0)).toBe('“Casas”: 0 publicaciones nuevas');
  });
});

describe("prediction's toasts", () => {
  it("keeps the spec's texts for none and one, and groups a large count", () => {
    expect(predictMessages.selected(0)).toBe('No se seleccionaron publicaciones.');
    expect(predictMessages.selected(1)).toBe('Se seleccionó una publicación.');
    expect(predictMessages.selected(2)).toBe('Se seleccionaron 2 publicaciones.');
    expect(predictMessages.selected(2500)).toBe('Se seleccionaron 2.500 publicaciones.');
    expect(predictMessages.undone(1000)).toBe('Se deshicieron 1.000 predicciones.');
  });
});
