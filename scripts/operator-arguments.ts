import { parseArgs } from 'node:util';

/**
 * An operator command's arguments, split by Node's own `parseArgs`: the positionals, and the
 * `--name value` options the command knows. An unknown option, or one without a value, is an
 * error that ends with the command's usage line (nothing has been written then).
 */
export function operatorArguments(
  args: string[],
  known: readonly string[],
  usage: string,
): { positionals: string[]; options: Record<string, string> } {
  const spec = Object.fromEntries(known.map((name) => [name, { type: 'string' as const }]));
  const { tokens } = parseArgs({
    args,
    options: spec,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    // Options are long ones only: `-5` is a value (a negative number the command then refuses by name).
    else if (token.kind === 'option' && !token.rawName.startsWith('--'))
      positionals.push(token.rawName);
    if (token.kind !== 'option' || !token.rawName.startsWith('--')) continue;
    if (!known.includes(token.name)) throw new Error(`unknown option ${token.rawName}\n${usage}`);
    // A declared option takes the next argument even when it is another option: that is a missing value here.
    if (typeof token.value !== 'string' || token.value.startsWith('--'))
      throw new Error(`${token.rawName} needs a value\n${usage}`);
    options[token.name] = token.value;
  }
  return { positionals, options };
}
