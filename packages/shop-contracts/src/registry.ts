// Valibot: the shell parses the registry on every page, and valibot's functions are separate modules, so the
// page carries only the few it uses.
import * as v from 'valibot';
import { REMOTES, type RemoteKey } from '@tjb/mf-config/remotes';

/** What `GET /mf/registry.json` answers: where each remote's entry lives right now. */
export const registryEntrySchema = v.object({
  key: v.picklist(Object.keys(REMOTES) as [RemoteKey, ...RemoteKey[]]),
  scope: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/i)),
  entry: v.pipe(v.string(), v.minLength(1)),
  version: v.optional(v.string()),
});

export const registrySchema = v.object({
  remotes: v.array(registryEntrySchema),
});

export type RegistryEntry = v.InferOutput<typeof registryEntrySchema>;
export type Registry = v.InferOutput<typeof registrySchema>;

/** Parses untrusted registry JSON; throws an Error naming the first bad field. */
export function parseRegistry(input: unknown): Registry {
  const result = v.safeParse(registrySchema, input);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`Invalid remote registry at ${v.getDotPath(issue) || '(root)'}: ${issue.message}`);
  }
  return result.output;
}
