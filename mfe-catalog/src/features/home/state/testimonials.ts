export interface Testimonial {
  id: number;
  name: string;
  location: string;
  rating: number;
  date: string;
  text: string;
  product: string;
  verified: boolean;
}

/** Spec 000 §2.4 item 7: six built-in entries, all rated 5. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 1, name: 'Mike R.', location: 'Fayetteville, AR', rating: 5, date: '2 weeks ago', verified: true, product: 'Leather Motorcycle Jacket',
    text: "Best leather I've owned in thirty years of riding. Fits right, armor sits where it should, and TJ's crew helped me pick the size over the phone." },
  { id: 2, name: 'Sarah K.', location: 'Tulsa, OK', rating: 5, date: '1 month ago', verified: true, product: 'Conceal Carry Leather Vest',
    text: 'Finally a vest cut for a woman that still carries. The inside pockets are deep and the side laces let me dial in the fit.' },
  { id: 3, name: 'Dave "Tank" W.', location: 'Springfield, MO', rating: 5, date: '3 weeks ago', verified: true, product: 'Modular Helmet',
    text: 'Quiet at highway speed and the flip-up chin bar is a lifesaver at gas stops. Shipped the next day.' },
  { id: 4, name: 'Linda M.', location: 'Little Rock, AR', rating: 5, date: '2 months ago', verified: true, product: 'Armored Flannel',
    text: "Looks like a regular flannel, rides like a jacket. I've worn it on every summer run since I got it." },
  { id: 5, name: 'Carlos G.', location: 'Dallas, TX', rating: 5, date: '1 week ago', verified: true, product: 'Saddle Bags',
    text: 'Solid hardware, easy mount, and they kept everything dry through a storm outside Texarkana. Worth every penny.' },
  { id: 6, name: 'Jess T.', location: 'Memphis, TN', rating: 5, date: '5 days ago', verified: true, product: 'Harness Boots',
    text: 'Broke in within a week and grip the pegs like nothing else. Returned a size for free, no questions asked.' },
];
