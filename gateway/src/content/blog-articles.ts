import type { BlogArticle } from '@tjb/shop-contracts';

type ArticleSource = Omit<BlogArticle, 'image' | 'readTime'> & { palette: [string, string] };

/**
 * The home page's four articles (spec 000 §2.4, §3). Served from data so the shop can edit them
 * without a front-end release.
 */
const SOURCES: ArticleSource[] = [
  {
    id: 'choosing-the-right-helmet',
    title: 'Choosing the Right Helmet: Fit, Certification and Style',
    excerpt: 'A helmet only protects you if it fits. Here is how to measure your head, read the safety labels and pick a shell style for the way you ride.',
    publishedAt: '2025-03-04T15:00:00.000Z',
    palette: ['#1a1a1a', '#c2410c'],
    content: `
<p>Every rider in the shop asks the same question sooner or later: which helmet should I buy? The honest answer starts with your head, not with the paint job.</p>
<h3>Measure before you shop</h3>
<p>Wrap a soft tape measure around your head about an inch above your eyebrows, over the widest point at the back. Write down the number in centimetres and compare it with the maker's size chart. Between two sizes? Try both: a new helmet should feel snug all round, with firm, even pressure on the cheeks and no hot spots on the forehead. Liners break in by roughly a size over the first few weeks, so a helmet that is comfortable on day one can end up too loose.</p>
<h3>Read the labels</h3>
<p>In the US a road helmet must carry the <strong>DOT FMVSS 218</strong> sticker on the back. Many of our lids are also certified to <strong>ECE 22.06</strong> or tested by <strong>Snell</strong>, which check impact absorption and retention in more places and at more speeds. A novelty helmet without a DOT label is a costume, not protection.</p>
<h3>Pick a shell for your riding</h3>
<ul>
  <li><strong>Full face:</strong> the most protection, including the chin, and the quietest on the highway.</li>
  <li><strong>Modular:</strong> a flip-up chin bar for fuel stops and conversations, popular with tourers.</li>
  <li><strong>3/4 open face:</strong> classic cruiser style with more airflow; pair it with good eye protection.</li>
  <li><strong>1/2 shell:</strong> the lightest and most minimal; choose a DOT-certified one.</li>
</ul>
<p>Replace any helmet that has taken a hard hit, even if it looks fine, and retire the rest after about five years: the foam liner hardens with age and sweat. Bring your measurements to the store and we will help you try a few on.</p>`,
  },
  {
    id: 'leather-vs-textile-jackets',
    title: 'Leather vs. Textile: Which Riding Jacket Is Right for You?',
    excerpt: 'Cowhide or Cordura? We compare abrasion resistance, weather protection and comfort so you can choose the jacket that suits your miles.',
    publishedAt: '2025-02-11T15:00:00.000Z',
    palette: ['#3b2314', '#a16207'],
    content: `
<p>Leather has been the biker's armour for a century, and modern textiles have earned their place beside it. Both can keep you safe; they just do it differently.</p>
<h3>Leather</h3>
<p>Good riding leather is 1.2 to 1.4 mm cowhide or buffalo, and nothing slides across tarmac better. It moulds to your shape, shrugs off wind and looks better with every season. The trade-offs are weight, heat on summer days and the care it needs: clean it, condition it a couple of times a year and let it dry slowly if you get caught in the rain.</p>
<h3>Textile</h3>
<p>Jackets in high-denier nylon or Cordura are lighter, often waterproof thanks to a membrane or removable liner, and ventilate far better through zip vents and mesh panels. They are the easy choice for commuting and long tours through changing weather. Look for reinforced panels at the shoulders and elbows, where you land in a fall.</p>
<h3>What matters for both</h3>
<ul>
  <li><strong>Armour:</strong> CE-rated protectors at shoulders and elbows, with a pocket for a back protector.</li>
  <li><strong>Fit:</strong> snug enough that the armour stays in place, with sleeves that still cover your wrists in the riding position.</li>
  <li><strong>Visibility:</strong> reflective piping or a bright panel helps drivers see you after dark.</li>
</ul>
<p>Many of our riders own one of each: leather for the weekend run and a textile jacket for the rain. Whichever you pick, wear it every ride, even the short ones.</p>`,
  },
  {
    id: 'pre-ride-checklist',
    title: 'The Five-Minute Pre-Ride Check Every Biker Should Know',
    excerpt: 'Tires, controls, lights, oil, chassis and stand: the T-CLOCS routine catches most roadside problems before they start.',
    publishedAt: '2025-01-21T15:00:00.000Z',
    palette: ['#111827', '#b91c1c'],
    content: `
<p>The Motorcycle Safety Foundation teaches a simple routine called <strong>T-CLOCS</strong>. It takes about five minutes and it will catch most problems while you are still in the driveway.</p>
<ol>
  <li><strong>T – Tires and wheels:</strong> check pressure cold with a gauge, look for cuts, nails and tread wear, and make sure the spokes or cast wheels are sound.</li>
  <li><strong>C – Controls:</strong> levers, pedals, cables and throttle should move smoothly and return on their own. Check the clutch free play.</li>
  <li><strong>L – Lights and electrics:</strong> headlight high and low, tail light, brake light from both the lever and the pedal, turn signals and horn.</li>
  <li><strong>O – Oil and fluids:</strong> engine oil level, brake fluid, coolant if your bike has it, and a look underneath for fresh drips.</li>
  <li><strong>C – Chassis:</strong> chain or belt tension and condition, suspension, and anything that has worked loose, such as mirrors or saddlebag mounts.</li>
  <li><strong>S – Stands:</strong> the side stand and centre stand should spring back up and stay there.</li>
</ol>
<p>Do the full check before a long trip and a quick version before every ride. Keep a tire gauge and a small tool roll in your saddlebag, and you will spend more time riding and less time waiting on the shoulder.</p>`,
  },
  {
    id: 'packing-for-the-long-haul',
    title: 'Packing for the Long Haul: Saddlebags, Sissy Bar Bags and More',
    excerpt: 'How to choose and load motorcycle luggage for a multi-day trip without upsetting the way your bike handles.',
    publishedAt: '2024-12-10T15:00:00.000Z',
    palette: ['#1c1917', '#57534e'],
    content: `
<p>A week on the road starts with knowing where everything goes. The right bags, loaded the right way, keep the bike stable and your gear dry.</p>
<h3>Pick the right bags</h3>
<ul>
  <li><strong>Saddlebags:</strong> the workhorses. Leather looks the part; hard or textile bags with rain covers keep out the weather.</li>
  <li><strong>Sissy bar bag:</strong> room for clothes and camping gear, strapped to the backrest.</li>
  <li><strong>Tank bag or windshield bag:</strong> for the things you reach for often: phone, wallet, sunglasses, snacks.</li>
  <li><strong>Tool bag:</strong> a tire plug kit, gauge, the wrenches your bike needs and a few zip ties.</li>
</ul>
<h3>Load it like a pro</h3>
<p>Keep heavy items low and as close to the centre of the bike as you can, and balance the weight between the left and right saddlebags. Light, bulky things go on top and at the back. Check your owner's manual for the maximum load, and add a little rear tire pressure and preload when you ride heavy.</p>
<h3>Keep it dry and secure</h3>
<p>Pack clothes in dry bags or zip-top bags inside your luggage, use proper cam straps or a cargo net rather than bungee cords, and re-check every strap at the first fuel stop. Then enjoy the ride.</p>`,
  },
];

const WORDS_PER_MINUTE = 200;

/** An article's "N min read": its words (markup left out) at 200 a minute, rounded, at least 1. */
export function readTimeOf(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export const BLOG_ARTICLES: readonly BlogArticle[] = SOURCES.map(({ palette: _palette, content, ...article }) => ({
  ...article,
  image: `/api/blog/images/${article.id}.svg`,
  readTime: readTimeOf(content),
  content: content.trim(),
}));

export function articlePalette(id: string): [string, string] | undefined {
  return SOURCES.find((s) => s.id === id)?.palette;
}

export function articleTitle(id: string): string | undefined {
  return SOURCES.find((s) => s.id === id)?.title;
}
