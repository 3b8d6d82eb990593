import { css } from '@emotion/react';
import { Button, Container, Icon, mq, PageHeading, PageTitle, v } from '@tjb/ui';
import { showToast } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PageQueries } from '@tjb/ui/page-data';
import { addDesignToCart } from '../add-design-to-cart';
import { pickGarmentPhoto } from '../api/garment-photos';
import { garmentPhotosQuery, useGarmentPhotos } from '../api/garment-photos-query';
import { COLORS, findColor, findGarment, GARMENTS } from '../model/catalog';
import { INITIAL_DESIGN, type Design } from '../model/design';
import { initialPlacement, placementForKey, scaleAroundCentre } from '../model/placement';
import { DESIGNER_TOASTS } from '../model/toasts';
import { readSavedDesigns, writeSavedDesigns, type SavedDesign } from '../storage/saved-designs';
import { GarmentOptions } from './garment-options';
import { GarmentPreview } from './garment-preview';
import { InfoCards } from './info-cards';
import { PresetPicker } from './preset-picker';
import { SavedDesignsList } from './saved-designs-list';
import { TextOptions } from './text-options';
import { UploadControl } from './upload-control';

const layout = css`
  display: grid; gap: 1.5rem; margin-bottom: 2rem;
  ${mq.desktop} { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); align-items: start; }
`;
// Below the shell's sticky header (two rows on desktop).
const previewColumn = css`${mq.desktop} { position: sticky; top: 8rem; }`;
const previewFrame = css`
  border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden; max-width: 420px; margin: 0 auto;
  &:focus-visible { outline: 3px solid ${v('accent')}; outline-offset: 3px; }
`;

const loadExport = () => import(/* webpackChunkName: "designer-export" */ '../export/export-png');

/** The first render shows the garment photos: the server asks for them before it renders the page. */
export const pageQueries: PageQueries = () => [garmentPhotosQuery()];

/** /design-apparel: compose a garment, see it live, save it, download it or order it. */
export function DesignerPage() {
  const [design, setDesign] = useState<Design>(INITIAL_DESIGN);
  const [saved, setSaved] = useState<SavedDesign[]>([]);
  const [adding, setAdding] = useState(false);
  const svg = useRef<SVGSVGElement>(null);
  const photos = useGarmentPhotos();
  const garment = findGarment(design.garmentId) ?? GARMENTS[0]!;
  const photo = pickGarmentPhoto(photos, garment.id, (findColor(design.colorId) ?? COLORS[0]!).name);
  const update = (change: Partial<Design>) => setDesign((d) => ({ ...d, ...change }));

  // Stored designs are the browser's: read after hydration, so the server's HTML and the first render agree.
  useEffect(() => setSaved(readSavedDesigns()), []);

  const changeGarment = (garmentId: string) =>
    setDesign((d) => {
      const next = findGarment(garmentId);
      if (!next || !d.image) return { ...d, garmentId };
      return { ...d, garmentId, placement: initialPlacement(next.printArea, d.image) };
    });

  const onPreviewKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!design.image) return;
    const next = placementForKey(e.key, e.shiftKey, design.placement, garment.printArea, design.image);
    if (!next) return;
    e.preventDefault();
    update({ placement: next });
  };

  const persist = (list: SavedDesign[]) => {
    if (!writeSavedDesigns(list)) return showToast(DESIGNER_TOASTS.saveFailed);
    setSaved(list);
  };
  const save = () => {
    const name = `${findGarment(design.garmentId)?.name ?? 'Design'} ${saved.length + 1}`;
    const entry: SavedDesign = { id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, name, savedAt: new Date().toISOString(), design };
    if (writeSavedDesigns([entry, ...saved])) {
      setSaved([entry, ...saved]);
      showToast(DESIGNER_TOASTS.saved(name));
    } else showToast(DESIGNER_TOASTS.saveFailed);
  };

  const add = async () => {
    if (!svg.current) return;
    setAdding(true);
    const node = svg.current;
    await addDesignToCart(design, {
      renderPreview: async () => {
        const m = await loadExport();
        return m.blobToBase64(await m.svgToPng(node, 1));
      },
    });
    setAdding(false);
  };

  return (
    <Container>
      <PageTitle page="Design Your Apparel" />
      <PageHeading title="Design Your Apparel" tagline="Pick a garment, a color and a design, add your own text or image, and see it live." />
      <div css={layout}>
        <div css={previewColumn}>
          <div
            css={previewFrame}
            tabIndex={design.image ? 0 : undefined}
            role={design.image ? 'group' : undefined}
            aria-label={design.image ? 'Image placement: arrow keys move the image, plus and minus resize it' : undefined}
            data-testid="design-preview"
            onKeyDown={onPreviewKey}
          >
            <GarmentPreview design={design} svgRef={svg} photo={photo} showPrintArea onPlacement={(placement) => update({ placement })} />
          </div>
          <p css={css`text-align: center; font-size: 1.25rem; font-weight: 700; margin: 0.75rem 0 0;`}>
            {garment.name} · ${garment.price}
          </p>
          <div css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: center; margin-top: 0.75rem;`}>
            <Button onClick={() => void add()} disabled={adding}>
              <Icon name="cart" /> {adding ? 'Adding…' : 'Add to Cart'}
            </Button>
            <Button variant="outline" onClick={save}>
              Save Design
            </Button>
            <Button variant="outline" onClick={() => svg.current && void loadExport().then((m) => m.downloadPng(svg.current!, `tjs-design-${design.garmentId}.png`))}>
              <Icon name="download" /> Download
            </Button>
          </div>
        </div>
        <div>
          <GarmentOptions garmentId={design.garmentId} colorId={design.colorId} onGarment={changeGarment} onColor={(colorId) => update({ colorId })} />
          <PresetPicker presetId={design.presetId} onPreset={(presetId) => update({ presetId })} />
          <TextOptions text={design.text} textSize={design.textSize} textColor={design.textColor} onChange={update} />
          <UploadControl
            image={design.image}
            scale={design.placement.scale}
            onImage={(image) => update({ image, placement: image ? initialPlacement(garment.printArea, image) : INITIAL_DESIGN.placement })}
            onScale={(scale) => design.image && update({ placement: scaleAroundCentre(design.placement, scale, garment.printArea, design.image) })}
          />
          <SavedDesignsList
            designs={saved}
            onOpen={(s) => setDesign(s.design)}
            onRename={(id, name) => persist(saved.map((s) => (s.id === id ? { ...s, name } : s)))}
            onDelete={(id) => persist(saved.filter((s) => s.id !== id))}
          />
        </div>
      </div>
      <InfoCards />
      <p css={css`margin: 0 0 3rem; text-align: center;`}>
        <Link to={paths.gallery()} css={css`color: ${v('accent')}; font-weight: 600;`}>
          See designs riders made in the Gallery
        </Link>
      </p>
    </Container>
  );
}
