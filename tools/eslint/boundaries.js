// The import boundaries the linter keeps, as zones for import-x/no-restricted-paths. The API's zones are built
// from the folders under apps/api/src/modules, so a new module is covered without editing this file.
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

function apiZones(root) {
  const src = join(root, 'apps/api/src');
  const modules = foldersIn(join(src, 'modules'));
  const queriesOf = (module) => join(src, 'modules', module, '**/*.queries.ts');
  return [
    ...modules
      .map((module) => ({
        target: join(src, 'modules', module),
        from: modules.filter((other) => other !== module).map(queriesOf),
        message: `A module speaks to another module through its service, never its queries (${module}).`,
      }))
      .filter((zone) => zone.from.length > 0),
    {
      target: ['jobs', 'lib', 'db'].map((folder) => join(src, folder)),
      from: queriesOf('*'),
      message: "jobs/, lib/ and db/ do not reach into a module's queries; call its service.",
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
