import { whenPageShown } from './when-page-shown';

// The async boundary lets the federation runtime set up shared modules before any app code runs; a
// server-rendered page lets its content load and paint first.
void whenPageShown().then(() => import('./bootstrap'));
