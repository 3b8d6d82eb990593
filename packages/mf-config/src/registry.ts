// zod/mini: the shell parses the registry on every page, and mini's functions tree-shake where classic zod's
// methods cannot.
import { z } from 'zod/mini';
import { REMOTES, type RemoteKey } from './remotes';

// Classic zod installs the English messages on first use; mini installs none, and parseRegistry's errors
// would read "Invalid input". Same rule as classic: a locale someone chose wins.
if (!z.config().localeError) z.config(z.locales.en());

/** What `GET /mf/registry.json` answers: where each remote's entry lives right now. */
export const registryEntrySchema = z.object({
  key: z.enum(Object.keys(REMOTES) as [RemoteKey, ...RemoteKey[]]),
  scope: z.string().check(z.regex(/^[a-z_][a-z0-9_]*$/i)),
  entry: z.string().check(z.minLength(1)),
  version: z.optional(z.string()),
});

export const registrySchema = z.object({
  remotes: z.array(registryEntrySchema),
});

export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type Registry = z.infer<typeof registrySchema>;

/** Parses untrusted registry JSON; throws an Error naming the first bad field. */
export function parseRegistry(input: unknown): Registry {
  const result = registrySchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid remote registry at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`);
  }
  return result.data;
}
