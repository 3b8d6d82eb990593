import { MfeRoot } from '@tjb/ui';
import { CatalogProviders } from '../app/catalog-providers';
import { SearchSuggestionList, type SearchSuggestionListProps } from '../features/search-suggestions/components/search-suggestion-list';

/**
 * The header's search-as-you-type slot: Storefront predictive search from 2 characters, the listbox
 * of the header's combobox input. Enter in the input still goes to /shop?search=term (the header's form).
 */
export default function SearchSuggestions(props: SearchSuggestionListProps) {
  return (
    <MfeRoot name="mfe-catalog">
      <CatalogProviders>
        <SearchSuggestionList {...props} />
      </CatalogProviders>
    </MfeRoot>
  );
}
