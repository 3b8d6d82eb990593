import { css } from '@emotion/react';
import { Button, v } from '@tjb/ui';
import { useState } from 'react';
import type { SavedDesign } from '../storage/saved-designs';
import { findColor, findGarment } from '../model/catalog';
import { field, hint, legend, panel } from './styles';

interface Props {
  designs: readonly SavedDesign[];
  onOpen: (saved: SavedDesign) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
}

/** "My designs": what this browser saved, to reopen, rename or delete. */
export function SavedDesignsList({ designs, onOpen, onRename, onDelete }: Props) {
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  return (
    <section css={panel} aria-labelledby="my-designs-heading">
      <h2 id="my-designs-heading" css={[legend, css`margin: 0 0 0.5rem; font-size: 1rem;`]}>
        My designs
      </h2>
      {designs.length === 0 ? (
        <p css={hint}>Designs you save appear here, in this browser only.</p>
      ) : (
        <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem;`}>
          {designs.map((d) => (
            <li key={d.id} css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; border-top: 1px solid ${v('line')}; padding-top: 0.5rem;`}>
              {editing?.id === d.id ? (
                <form
                  css={css`display: flex; gap: 0.5rem; flex: 1 1 100%;`}
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (editing.name.trim()) onRename(d.id, editing.name.trim().slice(0, 60));
                    setEditing(null);
                  }}
                >
                  <label css={css`flex: 1;`}>
                    <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>New name for {d.name}</span>
                    <input css={field} value={editing.name} maxLength={60} onChange={(e) => setEditing({ id: d.id, name: e.target.value })} />
                  </label>
                  <Button type="submit" variant="outline">
                    Save name
                  </Button>
                </form>
              ) : (
                <>
                  <span css={css`flex: 1 1 10rem;`}>
                    <strong>{d.name}</strong>
                    <span css={css`display: block; color: ${v('muted')}; font-size: 0.85rem;`}>
                      {findColor(d.design.colorId)?.name} {findGarment(d.design.garmentId)?.name}
                    </span>
                  </span>
                  <Button variant="outline" onClick={() => onOpen(d)} aria-label={`Open ${d.name}`}>
                    Open
                  </Button>
                  <Button variant="ghost" onClick={() => setEditing({ id: d.id, name: d.name })} aria-label={`Rename ${d.name}`}>
                    Rename
                  </Button>
                  <Button variant="ghost" onClick={() => onDelete(d.id)} aria-label={`Delete ${d.name}`}>
                    Delete
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
