import { z } from 'zod';
import { REMOTES, type RemoteKey } from './remotes';

/** What `GET /mf/registry.json` answers: where each remote's entry lives right now. */
export const registryEntrySchema = z.object({
  key: z.enum(Object.keys(REMOTES) as [RemoteKey, ...RemoteKey[]]),
  scope: z.string().regex(/^[a-z_][a-z0-9_]*$/i),
  entry: z.string().min(1),
  version: z.string().optional(),
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
