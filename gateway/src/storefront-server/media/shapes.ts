/**
 * Simple, recognisable silhouettes on a 400×400 canvas. `B` is the body fill (colour or pattern),
 * `S` the darker shade for seams and outlines, `L` the highlight.
 */
export type ShapeName =
  | 'helmet' | 'glasses' | 'jacket' | 'vest' | 'pants' | 'shirt' | 'flannel' | 'boot' | 'bag' | 'glove'
  | 'armor' | 'grip' | 'cover' | 'mount' | 'patch' | 'bell' | 'ring' | 'chain' | 'whip' | 'flag' | 'bandana' | 'cap' | 'badge'
  | 'open-face' | 'half-helmet' | 'modular' | 'chaps' | 'shorts' | 'skirt' | 'tank-top' | 'long-sleeve' | 'duffel'
  | 'tank-bag' | 'tool-roll' | 'sling-bag' | 'textile-jacket' | 'harness-boot' | 'sport-boot';

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
  'open-face': [
    body('M75 265 C70 150 150 85 225 85 C300 85 340 150 340 235 L320 240 C300 200 270 185 240 185 L225 185 C205 210 200 250 205 285 L85 285 Z'),
    '<path d="M240 185 C275 185 305 205 320 240 L330 300 C315 305 300 300 295 290 L260 220 Z" fill="#111" stroke="S" stroke-width="4" opacity="0.9"/>',
    line('M95 190 C120 135 170 110 215 105', 6, 'L'),
    '<rect x="95" y="215" width="90" height="14" rx="7" fill="A"/>',
    '<circle cx="215" cy="195" r="9" fill="S"/>',
    line('M120 285 C130 320 170 335 205 320', 6),
  ].join(''),
  'half-helmet': [
    body('M70 250 C70 165 135 120 210 120 C285 120 345 165 345 250 C300 258 260 262 210 262 C160 262 115 258 70 250 Z'),
    '<path d="M300 235 C325 225 360 230 372 245 L345 252 Z" fill="S"/>',
    line('M100 210 C125 165 170 145 215 142', 6, 'L'),
    '<rect x="110" y="222" width="200" height="12" rx="6" fill="A"/>',
    line('M120 262 C130 305 160 320 200 320 C240 320 270 305 280 262', 5),
  ].join(''),
  modular: [
    body('M70 250 C70 140 150 80 230 80 C310 80 345 150 345 225 L345 300 L250 300 L230 255 L120 255 L105 280 L70 280 Z'),
    '<path d="M205 150 L340 150 L345 225 L215 225 C200 205 198 170 205 150 Z" fill="#111" stroke="S" stroke-width="5"/>',
    line('M230 230 C228 250 236 270 250 300', 6),
    '<circle cx="205" cy="238" r="14" fill="L" stroke="S" stroke-width="4"/>',
    line('M95 185 C120 130 170 105 215 100', 6, 'L'),
    '<rect x="90" y="200" width="90" height="10" rx="5" fill="A"/>',
  ].join(''),
  chaps: [
    body('M110 60 L290 60 L305 345 L225 345 L212 110 L188 110 L175 345 L95 345 Z'),
    '<rect x="110" y="60" width="180" height="20" fill="S"/>',
    '<path d="M188 80 L212 80 L212 110 L188 110 Z" fill="#111"/>',
    line('M125 90 L130 340 M275 90 L270 340', 3, 'L'),
    '<rect x="182" y="62" width="36" height="16" rx="3" fill="none" stroke="A" stroke-width="4"/>',
  ].join(''),
  shorts: [
    body('M110 110 L290 110 L315 280 L215 290 L200 195 L185 290 L85 280 Z'),
    '<rect x="110" y="110" width="180" height="22" fill="S"/>',
    line('M200 132 L200 195', 4),
    line('M125 150 C140 175 165 175 175 150 M225 150 C235 175 260 175 275 150', 4),
    line('M92 265 L183 273 M217 273 L308 265', 3, 'L'),
  ].join(''),
  skirt: [
    body('M135 90 L265 90 L320 320 L80 320 Z'),
    '<rect x="135" y="90" width="130" height="22" fill="S"/>',
    '<rect x="105" y="190" width="55" height="50" rx="4" fill="none" stroke="S" stroke-width="5"/><rect x="240" y="190" width="55" height="50" rx="4" fill="none" stroke="S" stroke-width="5"/>',
    line('M200 112 L200 320', 3, 'L'),
  ].join(''),
  'tank-top': [
    body('M140 60 L165 60 C170 110 230 110 235 60 L260 60 L262 130 C285 150 290 170 290 200 L295 340 L105 340 L110 200 C110 170 115 150 138 130 Z'),
    line('M165 62 C172 118 228 118 235 62', 5),
    '<path d="M200 175 L218 210 L256 214 L228 240 L236 278 L200 258 L164 278 L172 240 L144 214 L182 210 Z" fill="A" opacity="0.9"/>',
  ].join(''),
  'long-sleeve': [
    body('M150 70 C170 90 230 90 250 70 L320 95 L360 320 L320 330 L280 170 L282 340 L118 340 L120 170 L80 330 L40 320 L80 95 Z'),
    line('M160 76 C180 104 220 104 240 76', 5),
    '<rect x="310" y="300" width="48" height="16" rx="4" fill="S" transform="rotate(-12 334 308)"/><rect x="42" y="300" width="48" height="16" rx="4" fill="S" transform="rotate(12 66 308)"/>',
    '<rect x="160" y="190" width="80" height="14" rx="4" fill="A"/>',
  ].join(''),
  duffel: [
    body('M70 170 C70 140 95 125 130 125 L270 125 C305 125 330 140 330 170 L330 290 C330 310 315 320 295 320 L105 320 C85 320 70 310 70 290 Z'),
    '<ellipse cx="70" cy="222" rx="18" ry="80" fill="S"/><ellipse cx="330" cy="222" rx="18" ry="80" fill="S"/>',
    line('M95 135 L305 135', 5, 'L'),
    '<rect x="120" y="200" width="25" height="120" fill="S"/><rect x="255" y="200" width="25" height="120" fill="S"/>',
    line('M150 125 C150 70 250 70 250 125', 10),
  ].join(''),
  'tank-bag': [
    '<path d="M40 300 C90 230 310 230 360 300 Z" fill="#3a3a3a" stroke="#1a1a1a" stroke-width="4"/>',
    body('M95 270 L110 140 C115 120 130 110 150 110 L250 110 C270 110 285 120 290 140 L305 270 Z'),
    '<rect x="135" y="130" width="130" height="70" rx="8" fill="#6f8ca8" opacity="0.45" stroke="L" stroke-width="4"/>',
    line('M105 220 L295 220', 5),
    '<rect x="185" y="228" width="30" height="18" rx="3" fill="A"/>',
  ].join(''),
  'tool-roll': [
    body('M60 160 C60 140 75 130 95 130 L305 130 C325 130 340 140 340 160 L340 280 C340 300 325 310 305 310 L95 310 C75 310 60 300 60 280 Z'),
    '<path d="M60 200 C130 185 270 185 340 200 L340 160 C340 140 325 130 305 130 L95 130 C75 130 60 140 60 160 Z" fill="S"/>',
    '<rect x="110" y="150" width="20" height="160" fill="L" opacity="0.6"/><rect x="270" y="150" width="20" height="160" fill="L" opacity="0.6"/>',
    '<rect x="105" y="240" width="30" height="22" rx="3" fill="A"/><rect x="265" y="240" width="30" height="22" rx="3" fill="A"/>',
  ].join(''),
  'sling-bag': [
    line('M140 60 C60 120 80 250 150 270 M260 60 C340 120 320 250 250 270', 12),
    body('M120 180 C120 160 135 150 155 150 L245 150 C265 150 280 160 280 180 L285 320 C285 335 275 345 260 345 L140 345 C125 345 115 335 115 320 Z'),
    '<path d="M120 180 C120 160 135 150 155 150 L245 150 C265 150 280 160 280 180 L282 240 L118 240 Z" fill="S"/>',
    '<rect x="185" y="228" width="30" height="24" rx="4" fill="A"/>',
  ].join(''),
  'textile-jacket': [
    body('M145 70 L200 95 L255 70 L320 95 L355 300 L310 310 L300 180 L295 335 L105 335 L100 180 L90 310 L45 300 L80 95 Z'),
    line('M200 95 L200 335', 5),
    '<path d="M120 100 L160 90 L165 150 L115 160 Z M280 100 L240 90 L235 150 L285 160 Z" fill="S"/>',
    line('M60 230 L95 235 M305 235 L340 230', 10, 'L'),
    line('M110 250 L290 250', 8, 'L'),
    '<rect x="130" y="180" width="45" height="40" rx="4" fill="none" stroke="S" stroke-width="4"/><rect x="225" y="180" width="45" height="40" rx="4" fill="none" stroke="S" stroke-width="4"/>',
    '<rect x="105" y="300" width="190" height="12" fill="S"/>',
  ].join(''),
  'harness-boot': [
    body('M145 55 L245 55 L250 225 C290 230 335 245 350 275 L355 315 L95 315 L95 280 L125 270 Z'),
    '<rect x="90" y="315" width="270" height="22" rx="4" fill="S"/>',
    line('M145 100 L245 100', 5),
    line('M130 230 C180 215 230 240 265 238', 10, 'S'),
    '<circle cx="248" cy="237" r="16" fill="none" stroke="L" stroke-width="6"/>',
  ].join(''),
  'sport-boot': [
    body('M150 50 L250 50 L255 215 C295 222 335 240 350 272 L355 315 L95 315 L95 285 L130 270 Z'),
    '<rect x="90" y="315" width="270" height="22" rx="4" fill="S"/>',
    '<path d="M160 80 L245 80 L248 190 L160 210 Z" fill="S"/>',
    '<rect x="175" y="95" width="55" height="70" rx="10" fill="A"/>',
    line('M270 245 L330 270', 8, 'L'),
  ].join(''),
};
