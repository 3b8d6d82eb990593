import { requestJson } from '@tjb/ui/http';
import type { Design } from '../model/design';

export type StoreDesignResult = { ok: true; id: string; previewUrl: string } | { ok: false };

/** The design as the gateway stores it: its choices, the uploaded image and the preview, both as base64 PNG. */
export type DesignPayload = Omit<Design, 'image' | 'placement'> & {
  placement: Design['placement'] | null;
  image: string | null;
  preview: string;
};

/** POST /api/designs. Never throws: an unstored design is simply not added to the cart. */
export async function storeDesign(payload: DesignPayload): Promise<StoreDesignResult> {
  try {
    const { ok, body } = await requestJson('/api/designs', { method: 'POST', body: payload });
    if (!ok) return { ok: false };
    const design = body && typeof body === 'object' ? (body as { design?: { id?: unknown; previewUrl?: unknown } }).design : undefined;
    return typeof design?.id === 'string' && typeof design.previewUrl === 'string' ? { ok: true, id: design.id, previewUrl: design.previewUrl } : { ok: false };
  } catch {
    return { ok: false };
  }
}
