// Texts of the prediction panel. The spec's ('Predicciones incluídas', the toasts) live in the shared
// search-predict.ts; these are ours.
import { byCount, formatCount } from '@vitrina/shared/format';

export const predictTexts = {
  title: 'Modo de selección',
  entry: 'Selección asistida',
  mode: 'Cómo se eligen las publicaciones',
  manual:
    'En la selección manual decidís cada publicación. Con la asistida te sugerimos las que probablemente te gusten.',
  counting: 'Calculando predicciones…',
  expected: (count: number) =>
    count === 0
      ? 'Por ahora no encontramos publicaciones que probablemente te gusten.'
      : `Encontramos ${formatCount(count, 'publicación', 'publicaciones')} que probablemente ${byCount(count, 'te guste', 'te gusten')}.`,
  select: 'Seleccionarlas',
  howItWorks:
    'Aprendemos de lo que marcaste con Me gusta y No me gusta en esta búsqueda. Las seleccionadas quedan marcadas como predicciones y podés deshacerlas.',
  undo: 'Deshacer predicciones',
  undoTitle: '¿Deshacer las predicciones?',
  undoText:
    'Quitamos los Me gusta que seleccionamos por vos en esta búsqueda y esas publicaciones vuelven a quedar por ver. Lo que decidiste vos no cambia.',
  undoConfirm: 'Deshacer',
};
