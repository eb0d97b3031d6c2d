// The seed command's options: `--publications N` (or `--publications=N`), the listings to top up to.
export type SeedArguments = { publications?: number } | { error: string };

const usage = 'Uso: npm run seed [-- --publications N]';

export function parseSeedArguments(args: string[]): SeedArguments {
  let publications: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (flag !== '--publications') return { error: `Opción desconocida: ${args[i]}. ${usage}` };
    const value = inline ?? args[++i];
    if (value === undefined || !/^\d{1,8}$/.test(value.replaceAll('_', ''))) {
      return { error: `--publications espera un número entero de 0 a 99.999.999. ${usage}` };
    }
    publications = Number(value.replaceAll('_', ''));
  }
  return publications === undefined ? {} : { publications };
}
