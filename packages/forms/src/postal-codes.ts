/**
 * Postal code formats for the countries the checkout ships to, checked by the checkout form and by the
 * gateway alike (the same schema), so a code the form accepts is one the server accepts. Patterns follow
 * each postal service's published format; spaces and case are forgiven where the service itself does.
 */
interface PostalRule {
  /** What the country calls it, for the message beside the field. */
  label: string;
  example: string;
  pattern: RegExp;
}

export const POSTAL_RULES: Readonly<Record<string, PostalRule>> = {
  US: { label: 'ZIP code', example: '72701 or 72701-1234', pattern: /^\d{5}(-\d{4})?$/ },
  CA: { label: 'postal code', example: 'K1A 0B1', pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i },
  MX: { label: 'postal code', example: '06600', pattern: /^\d{5}$/ },
  GB: { label: 'postcode', example: 'SW1A 1AA', pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i },
  IE: { label: 'Eircode', example: 'D02 X285', pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i },
  DE: { label: 'postal code', example: '10115', pattern: /^\d{5}$/ },
  FR: { label: 'postal code', example: '75008', pattern: /^\d{5}$/ },
  NL: { label: 'postal code', example: '1012 AB', pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i },
  AU: { label: 'postcode', example: '2000', pattern: /^\d{4}$/ },
  NZ: { label: 'postcode', example: '6011', pattern: /^\d{4}$/ },
};

/** The sentence beside a postal code the country's format refuses. */
export function postalCodeMessage(country: string): string {
  const rule = POSTAL_RULES[country];
  return rule ? `Please enter a valid ${rule.label} (e.g. ${rule.example}).` : 'Please enter a valid postal code.';
}

/** True when `code` fits the country's format; a country without a known format takes any code. */
export function isValidPostalCode(code: string, country: string): boolean {
  const rule = POSTAL_RULES[country];
  return rule ? rule.pattern.test(code.trim()) : true;
}
