import type { GarmentId, PresetDesign } from '../model/catalog';

/** Drawn silhouettes in a 400 × 480 box, front views (vest and jacket from the back, where prints go). */
export const GARMENT_PATHS: Record<GarmentId, string> = {
  tshirt: 'M130 60 L95 70 L30 120 L65 175 L100 150 L100 430 L300 430 L300 150 L335 175 L370 120 L305 70 L270 60 Q200 100 130 60 Z',
  longsleeve:
    'M130 60 L95 70 L45 190 L30 390 L75 395 L100 210 L100 430 L300 430 L300 210 L325 395 L370 390 L355 190 L305 70 L270 60 Q200 100 130 60 Z',
  tanktop: 'M150 50 L150 110 Q135 150 110 160 L110 430 L290 430 L290 160 Q265 150 250 110 L250 50 L225 50 Q200 110 175 50 Z',
  hoodie:
    'M150 75 Q140 20 200 15 Q260 20 250 75 L305 85 L355 200 L370 390 L325 395 L300 215 L300 430 L100 430 L100 215 L75 395 L30 390 L45 200 L95 85 Z',
  vest: 'M140 50 Q200 80 260 50 L290 110 Q280 150 290 170 L290 430 L110 430 L110 170 Q120 150 110 110 Z',
  jacket:
    'M135 55 L120 40 L200 60 L280 40 L265 55 L310 75 L360 195 L375 395 L328 400 L305 215 L305 435 L95 435 L95 215 L72 400 L25 395 L40 195 L90 75 Z',
};

/** Extra lines drawn over a silhouette (hood opening, pocket, seams), in the garment's ink. */
export const GARMENT_DETAILS: Partial<Record<GarmentId, string>> = {
  hoodie: 'M170 75 Q200 110 230 75 M150 340 L250 340 L265 400 L135 400 Z',
  jacket: 'M95 400 L305 400 M150 60 Q200 80 250 60',
  vest: 'M110 400 L290 400',
};

/** The emblem of a preset design: a shape drawn around the centre (0, 0) at about 60 units wide. */
export const EMBLEM_PATHS: Record<PresetDesign['shape'], string> = {
  skull: 'M-24 -4 A24 24 0 1 1 24 -4 L18 10 L18 22 L-18 22 L-18 10 Z M-12 -8 A6 6 0 1 0 -12.1 -8 Z M12 -8 A6 6 0 1 0 11.9 -8 Z',
  shield: 'M-26 -28 L26 -28 L26 2 Q26 22 0 32 Q-26 22 -26 2 Z',
  wings: 'M-4 0 Q-30 -30 -58 -18 Q-40 -10 -46 0 Q-30 0 -34 10 Q-18 10 -4 8 Z M4 0 Q30 -30 58 -18 Q40 -10 46 0 Q30 0 34 10 Q18 10 4 8 Z M-8 0 A8 8 0 1 0 8 0 A8 8 0 1 0 -8 0 Z',
  wheel: 'M-28 0 A28 28 0 1 0 28 0 A28 28 0 1 0 -28 0 Z M-18 0 A18 18 0 1 1 18 0 A18 18 0 1 1 -18 0 Z M-2 -28 L2 -28 L2 28 L-2 28 Z M-28 -2 L28 -2 L28 2 L-28 2 Z',
  flame: 'M0 30 Q-26 22 -22 -2 Q-18 -18 -6 -30 Q-8 -12 4 -8 Q2 -22 14 -32 Q12 -10 22 0 Q28 24 0 30 Z',
  star: 'M0 -30 L8 -10 L29 -9 L13 4 L18 25 L0 13 L-18 25 L-13 4 L-29 -9 L-8 -10 Z',
};
