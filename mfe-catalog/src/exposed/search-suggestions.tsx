import { MfeRoot } from '@tjb/ui';
import { CatalogProviders } from '../app/catalog-providers';
import { SearchSuggestionList } from '../features/search-suggestions/components/search-suggestion-list';

/**
 * The header's search-as-you-type slot: Storefront predictive search from 2 characters, keyboard
 * navigable from the header's input. Enter in the input still goes to /shop?search=term (the header's form).
 */
export default function SearchSuggestions({ term, close }: { term: string; close: () => void }) {
  return (
    <MfeRoot name="mfe-catalog">
      <CatalogProviders>
        <SearchSuggestionList term={term} close={close} />
      </CatalogProviders>
    </MfeRoot>
  );
}
