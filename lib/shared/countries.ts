/**
 * The store's countries and their states or provinces (GraphQL `geography`), as forms use
 * them: in the browser too, so nothing here pulls in server code or zod.
 */
export interface Country {
  code: string;
  name: string;
  states: Array<{ name: string; code: string }>;
}

export const findCountry = (countries: readonly Country[], code: string): Country | undefined =>
  countries.find((c) => c.code === code.trim().toUpperCase());

/** The state of `country` a shopper typed or chose (name or abbreviation), or undefined. */
export const findState = (country: Country, text: string) => {
  const given = text.trim().toLowerCase();
  return country.states.find(
    (s) => s.name.toLowerCase() === given || s.code.toLowerCase() === given,
  );
};
