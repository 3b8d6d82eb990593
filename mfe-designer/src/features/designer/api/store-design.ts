import type { Design } from '../model/design';

export type StoreDesignResult = { ok: true; id: string; previewUrl: string } | { ok: false };

/** The design as the gateway stores it: its choices, the uploaded image and the preview, both as base64 PNG. */
export type DesignPayload = Omit<Design, 'image' | 'placement'> & {
  placement: Design['placement'] | null;
  image: string | null;
  preview: string;
};

/** POST /api/designs. Never throws: an unstored design is simply not added to the cart. */
export async function storeDesign(payload: DesignPayload, fetchImpl: typeof fetch = (i, o) => fetch(i, o)): Promise<StoreDesignResult> {
  try {
    const response = await fetchImpl('/api/designs', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    if (!response.ok) return { ok: false };
    const body: unknown = await response.json();
    const design = body && typeof body === 'object' ? (body as { design?: { id?: unknown; previewUrl?: unknown } }).design : undefined;
    return typeof design?.id === 'string' && typeof design.previewUrl === 'string' ? { ok: true, id: design.id, previewUrl: design.previewUrl } : { ok: false };
  } catch {
    return { ok: false };
  }
}
