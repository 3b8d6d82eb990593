/**
 * Simple, recognisable silhouettes on a 400×400 canvas. `B` is the body fill (colour or pattern),
 * `S` the darker shade for seams and outlines, `L` the highlight.
 */
export type ShapeName =
  | 'helmet' | 'glasses' | 'jacket' | 'vest' | 'pants' | 'shirt' | 'flannel' | 'boot' | 'bag' | 'glove'
  | 'armor' | 'grip' | 'cover' | 'mount' | 'patch' | 'bell' | 'ring' | 'chain' | 'whip' | 'flag' | 'bandana' | 'cap' | 'badge';

const body = (d: string) => `<path d="${d}" fill="B" stroke="S" stroke-width="5" stroke-linejoin="round"/>`;
const line = (d: string, w = 4, c = 'S') => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const SHAPES: Record<ShapeName, string> = {
  helmet: [
    body('M70 250 C70 140 150 80 230 80 C310 80 345 150 345 225 L345 300 L250 300 L230 255 L120 255 L105 280 L70 280 Z'),
    '<path d="M205 150 L340 150 L345 225 L215 225 C200 205 198 170 205 150 Z" fill="#111" stroke="S" stroke-width="5"/>',
    line('M225 160 L330 160', 6, 'L'),
    line('M95 185 C120 130 170 105 215 100', 6, 'L'),
    '<rect x="90" y="200" width="95" height="14" rx="7" fill="A"/>',
  ].join(''),
  glasses: [
    '<ellipse cx="135" cy="205" rx="72" ry="52" fill="#111" stroke="B" stroke-width="14"/>',
    '<ellipse cx="265" cy="205" rx="72" ry="52" fill="#111" stroke="B" stroke-width="14"/>',
    line('M200 195 C192 180 208 180 200 195', 10, 'B'),
    line('M63 195 L30 175 M337 195 L370 175', 10, 'B'),
    line('M105 185 C120 170 140 168 150 172 M235 185 C250 170 270 168 280 172', 5, 'L'),
  ].join(''),
  jacket: [
    body('M145 70 L200 95 L255 70 L320 95 L355 300 L310 310 L300 180 L295 335 L105 335 L100 180 L90 310 L45 300 L80 95 Z'),
    line('M200 95 L200 335', 5),
    line('M145 70 L175 160 L200 95 L225 160 L255 70', 5),
    line('M120 230 L165 225 M235 225 L280 230', 4),
    '<rect x="105" y="300" width="190" height="12" fill="S"/>',
    line('M203 110 L203 320', 2, 'L'),
  ].join(''),
  vest: [
    body('M140 70 L180 80 L200 160 L220 80 L260 70 L270 120 C285 150 300 160 305 175 L300 335 L100 335 L95 175 C100 160 115 150 130 120 Z'),
    line('M200 160 L200 335', 5),
    '<circle cx="190" cy="200" r="6" fill="L"/><circle cx="190" cy="245" r="6" fill="L"/><circle cx="190" cy="290" r="6" fill="L"/>',
    line('M120 240 L165 240 M235 240 L280 240', 4),
  ].join(''),
  pants: [
    body('M125 60 L275 60 L300 345 L220 345 L200 150 L180 345 L100 345 Z'),
    '<rect x="125" y="60" width="150" height="22" fill="S"/>',
    line('M200 82 L200 150', 4),
    line('M140 100 C150 125 170 125 178 100 M222 100 C230 125 250 125 260 100', 4),
    line('M118 260 L170 262 M230 262 L282 260', 3, 'L'),
  ].join(''),
  shirt: [
    body('M150 75 C170 95 230 95 250 75 L330 110 L305 175 L275 162 L278 335 L122 335 L125 162 L95 175 L70 110 Z'),
    line('M160 80 C180 110 220 110 240 80', 5),
    '<rect x="150" y="200" width="100" height="40" rx="6" fill="A" opacity="0.9"/>',
  ].join(''),
  flannel: [
    body('M150 70 L200 90 L250 70 L325 100 L355 300 L315 310 L285 170 L285 335 L115 335 L115 170 L85 310 L45 300 L75 100 Z'),
    line('M200 90 L200 335', 4),
    line('M150 70 L180 125 L200 90 L220 125 L250 70', 4),
    '<circle cx="208" cy="150" r="5" fill="L"/><circle cx="208" cy="200" r="5" fill="L"/><circle cx="208" cy="250" r="5" fill="L"/><circle cx="208" cy="300" r="5" fill="L"/>',
  ].join(''),
  boot: [
    body('M140 55 L245 55 L250 225 C290 230 335 245 350 275 L355 315 L95 315 L95 280 L120 270 Z'),
    '<rect x="90" y="315" width="270" height="22" rx="4" fill="S"/>',
    line('M140 100 L245 100', 5),
    line('M230 240 C260 250 290 262 300 285', 4, 'L'),
    '<rect x="232" y="150" width="36" height="22" rx="4" fill="none" stroke="L" stroke-width="5"/>',
  ].join(''),
  bag: [
    body('M80 140 C80 110 100 100 130 100 L300 100 C330 100 345 115 345 145 L335 300 C333 325 315 335 290 335 L120 335 C95 335 85 325 85 300 Z'),
    body('M80 140 C80 110 100 100 130 100 L300 100 C330 100 345 115 345 145 L345 215 L80 215 Z'),
    '<rect x="140" y="200" width="30" height="60" rx="4" fill="S"/><rect x="255" y="200" width="30" height="60" rx="4" fill="S"/>',
    '<rect x="146" y="225" width="18" height="14" fill="none" stroke="L" stroke-width="4"/><rect x="261" y="225" width="18" height="14" fill="none" stroke="L" stroke-width="4"/>',
    line('M180 70 C180 40 245 40 245 70 L245 100 M180 70 L180 100', 8),
  ].join(''),
  glove: [
    body('M125 345 L120 215 L100 165 C92 145 110 135 122 150 L145 190 L140 80 C140 62 165 62 165 80 L170 165 L175 60 C175 42 202 42 202 60 L205 165 L212 70 C212 52 238 52 238 70 L238 175 L250 100 C252 83 276 85 274 102 L270 230 L280 345 Z'),
    '<rect x="118" y="300" width="165" height="45" fill="S"/>',
    line('M150 260 C180 245 220 245 255 258', 4, 'L'),
  ].join(''),
  armor: [
    body('M130 70 L270 70 L300 120 L290 330 L110 330 L100 120 Z'),
    '<rect x="150" y="110" width="100" height="70" rx="12" fill="S"/>',
    '<rect x="150" y="195" width="100" height="40" rx="10" fill="S"/><rect x="150" y="248" width="100" height="40" rx="10" fill="S"/>',
    line('M160 125 L240 125', 4, 'L'),
  ].join(''),
  grip: [
    '<rect x="60" y="180" width="280" height="40" rx="20" fill="#777" stroke="S" stroke-width="4"/>',
    body('M130 165 L290 165 C305 165 310 175 310 200 C310 225 305 235 290 235 L130 235 C115 235 110 225 110 200 C110 175 115 165 130 165 Z'),
    line('M150 170 L150 230 M180 170 L180 230 M210 170 L210 230 M240 170 L240 230 M270 170 L270 230', 4, 'L'),
  ].join(''),
  cover: [
    body('M60 300 C60 220 110 160 190 150 C240 110 300 120 330 170 C350 200 350 260 345 300 Z'),
    '<circle cx="115" cy="305" r="35" fill="#111" stroke="S" stroke-width="6"/><circle cx="300" cy="305" r="35" fill="#111" stroke="S" stroke-width="6"/>',
    line('M120 200 C180 180 260 175 320 200', 4, 'L'),
  ].join(''),
  mount: [
    '<rect x="145" y="70" width="110" height="190" rx="16" fill="#111" stroke="B" stroke-width="12"/>',
    body('M185 260 L215 260 L220 300 L180 300 Z'),
    '<rect x="90" y="300" width="220" height="34" rx="17" fill="#777" stroke="S" stroke-width="4"/>',
    line('M145 110 L120 110 M255 110 L280 110 M145 220 L120 220 M255 220 L280 220', 10, 'B'),
  ].join(''),
  patch: [
    body('M200 60 L320 110 L300 280 L200 345 L100 280 L80 110 Z'),
    '<path d="M200 78 L304 121 L287 271 L200 327 L113 271 L96 121 Z" fill="none" stroke="L" stroke-width="5" stroke-dasharray="10 7"/>',
    '<path d="M200 140 L217 185 L265 185 L226 213 L241 258 L200 230 L159 258 L174 213 L135 185 L183 185 Z" fill="A"/>',
  ].join(''),
  bell: [
    line('M200 60 L200 95', 8),
    '<circle cx="200" cy="60" r="16" fill="none" stroke="S" stroke-width="8"/>',
    body('M200 95 C150 95 135 140 135 200 C135 250 115 270 100 290 L300 290 C285 270 265 250 265 200 C265 140 250 95 200 95 Z'),
    '<circle cx="200" cy="310" r="20" fill="S"/>',
    line('M160 150 C160 200 155 240 140 270', 6, 'L'),
  ].join(''),
  ring: [
    '<ellipse cx="200" cy="230" rx="110" ry="90" fill="none" stroke="B" stroke-width="34"/>',
    '<ellipse cx="200" cy="230" rx="110" ry="90" fill="none" stroke="S" stroke-width="4"/>',
    body('M150 110 L250 110 L270 165 L130 165 Z'),
    '<circle cx="200" cy="138" r="16" fill="A"/>',
  ].join(''),
  chain: Array.from({ length: 6 }, (_, i) =>
    `<ellipse cx="${85 + i * 46}" cy="${140 + i * 25}" rx="34" ry="20" transform="rotate(28 ${85 + i * 46} ${140 + i * 25})" fill="none" stroke="B" stroke-width="12"/>`).join('')
    + '<circle cx="330" cy="300" r="22" fill="none" stroke="S" stroke-width="10"/>',
  whip: [
    line('M90 330 L150 250', 26, 'S'),
    line('M150 250 C230 150 330 190 300 120 C280 75 200 80 170 120 C150 150 190 180 230 160', 16, 'B'),
    line('M230 160 L300 90 L320 60', 6, 'B'),
    '<circle cx="90" cy="330" r="16" fill="A"/>',
  ].join(''),
  flag: [
    line('M95 55 L95 345', 10, 'S'),
    body('M100 70 C160 50 220 100 320 70 L320 200 C220 230 160 180 100 200 Z'),
    '<path d="M180 105 L195 140 L232 140 L202 161 L213 196 L180 175 L147 196 L158 161 L128 140 L165 140 Z" fill="A"/>',
  ].join(''),
  bandana: [
    body('M70 120 L330 120 L200 330 Z'),
    line('M110 140 L290 140', 4, 'L'),
    '<circle cx="200" cy="200" r="10" fill="L"/><circle cx="160" cy="165" r="7" fill="L"/><circle cx="240" cy="165" r="7" fill="L"/><circle cx="200" cy="260" r="7" fill="L"/>',
    line('M70 120 L40 100 M330 120 L360 100', 10, 'B'),
  ].join(''),
  cap: [
    body('M90 230 C90 140 150 95 210 95 C275 95 320 145 320 230 Z'),
    body('M300 220 L375 245 C380 255 370 262 355 262 L300 250 Z'),
    '<rect x="150" y="150" width="110" height="50" rx="8" fill="A"/>',
    '<circle cx="210" cy="98" r="9" fill="S"/>',
  ].join(''),
  badge: [
    '<circle cx="200" cy="205" r="125" fill="B" stroke="S" stroke-width="6"/>',
    '<circle cx="200" cy="205" r="100" fill="none" stroke="L" stroke-width="5"/>',
    '<path d="M120 205 L170 180 L200 130 L230 180 L280 205 L230 230 L200 280 L170 230 Z" fill="A"/>',
  ].join(''),
};
