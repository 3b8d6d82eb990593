import { clampPlacement, initialPlacement, MIN_SCALE, placementForKey } from './placement';

const area = { x: 100, y: 100, width: 200, height: 200 };
const square = { width: 50, height: 50 };

describe('placement', () => {
  it('when an image is placed, then it starts centred inside the print area', () => {
    expect(initialPlacement(area, square)).toEqual({ x: 140, y: 140, scale: 0.6 });
  });

  it('when an arrow key is pressed, then the image moves by one step, and by a large step with Shift', () => {
    const p = { x: 140, y: 140, scale: 0.6 };
    expect(placementForKey('ArrowRight', false, p, area, square)).toEqual({ x: 144, y: 140, scale: 0.6 });
    expect(placementForKey('ArrowUp', true, p, area, square)).toEqual({ x: 140, y: 120, scale: 0.6 });
  });

  it('when the image is moved past an edge, then it stops at the print area edge', () => {
    // At scale 0.6 the 200-unit base is 120 wide: the right edge allows x = 300 - 120 = 180.
    let p = { x: 170, y: 100, scale: 0.6 };
    for (let i = 0; i < 10; i++) p = placementForKey('ArrowRight', true, p, area, square)!;
    expect(p.x).toBe(180);
    p = placementForKey('ArrowUp', false, p, area, square)!;
    expect(p.y).toBe(100);
  });

  it('when + and - are pressed, then the scale changes around the centre and stays between the limits', () => {
    const p = { x: 140, y: 140, scale: 0.6 };
    expect(placementForKey('+', false, p, area, square)).toEqual({ x: 130, y: 130, scale: 0.7 });
    let q = p;
    for (let i = 0; i < 20; i++) q = placementForKey('+', false, q, area, square)!;
    expect(q).toEqual({ x: 100, y: 100, scale: 1 });
    for (let i = 0; i < 20; i++) q = placementForKey('-', false, q, area, square)!;
    expect(q.scale).toBe(MIN_SCALE);
  });

  it('when a wide image is scaled up at a corner, then it is pulled back inside', () => {
    const wide = { width: 400, height: 100 };
    expect(clampPlacement({ x: 250, y: 280, scale: 1 }, area, wide)).toEqual({ x: 100, y: 250, scale: 1 });
  });

  it('when another key is pressed, then placement leaves it to the browser', () => {
    expect(placementForKey('Tab', false, { x: 140, y: 140, scale: 0.6 }, area, square)).toBeUndefined();
  });
});
