// The city picker's one field as a form of the shared kit (react-hook-form + zod): the search
// text. Any text is valid (a blank search lists every city), so the rules add no message.
import { formSchema } from '@carmarket/shared/forms';

export interface CitySearchValues {
  search: string;
}

export const EMPTY_CITY_SEARCH: CitySearchValues = { search: '' };

export const citySearchSchema = formSchema<CitySearchValues>(['search'], () => ({}));
