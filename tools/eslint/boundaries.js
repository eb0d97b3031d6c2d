// The import boundaries the linter keeps, as zones for import-x/no-restricted-paths. The API's zones are built
// from the folders under apps/api/src/modules (and the web's from apps/web/src/features), so a new module is covered
// without editing this file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Deliberately bad files linted by the boundary test; the normal lint run and Prettier skip them. */
export const LINT_FIXTURES = 'tools/lint-fixtures';

function foldersIn(directory) {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A module is reached only through its face, `modules/<name>/index.ts`: from another module, and from everything else
 * in the API (app.ts, jobs/, seed/, the entry points). Its `*-test-helpers.ts` are the one exception, a face for the
 * tests of other modules (they build a group, a listing or a search the way a client would). Tests inside a module
 * import its files freely, since a module's own folder is never a target of its zone.
 */
function faceZones(src, modules) {
  // Everything in the API outside modules/: its folders, and the files at its root (app.ts, server.ts, worker.ts…).
  const outside = [...foldersIn(src).filter((folder) => folder !== 'modules'), '*.ts'];
  return modules.map((module) => {
    const folder = join(src, 'modules', module);
    return {
      target: [
        ...modules.filter((other) => other !== module).map((other) => join(src, 'modules', other)),
        ...outside.map((entry) => join(src, entry)),
      ],
      from: join(folder, '**'),
      // One glob: with a glob in `from`, import-x takes only globs as exceptions.
      except: [join(folder, '{index.ts,**/*-test-helpers.ts}')],
      message: `Reach a module through its face, modules/${module}/index.ts, never its other files.`,
    };
  });
}

function apiZones(root) {
  const src = join(root, 'apps/api/src');
  return [
    ...faceZones(src, foldersIn(join(src, 'modules'))),
    {
      // Tests of db/ and lib/ may arrange what they check through a module's face.
      target: ['db', 'lib'].map((folder) => join(src, folder, '**/!(*.test).ts')),
      from: join(src, 'modules'),
      message: 'db/ and lib/ sit below the modules and import none; a module registers what they need to call.',
    },
  ];
}

function webZones(root) {
  const src = join(root, 'apps/web/src');
  const features = foldersIn(join(src, 'features'));
  return [
    ...features
      .map((feature) => ({
        target: join(src, 'features', feature),
        from: features.filter((other) => other !== feature).map((other) => join(src, 'features', other)),
        message: 'Features do not import each other; move what both need to components/ or lib/.',
      }))
      .filter((zone) => zone.from.length > 0),
    {
      target: [join(src, 'components'), join(src, 'lib')],
      from: join(src, 'features'),
      message: 'Shared code (components/, lib/) does not import features: imports flow shared -> features -> app.',
    },
  ];
}

export function boundaryZones(root) {
  return [...apiZones(root), ...webZones(root)];
}
