// Classic zod installs the English messages when its first schema is built; zod/mini installs none, so the
// checks that carry no message of ours (the cart line details) would read "Invalid input". Same rule as
// classic and ../schemas.ts: a locale someone chose wins. Every form module imports this file for its
// effect, and package.json lists it under sideEffects so bundlers keep it.
//
// A bare import, not a module that also re-exports `z`: webpack keeps a side-effect module whole and then
// loses track of which zod functions its importers use, bundling all of zod/mini and every locale
// (measured on the newsletter form: 46 KB gzip instead of 8 KB).
import { z } from 'zod/mini';

if (!z.config().localeError) z.config(z.locales.en());
