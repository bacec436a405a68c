/**
 * The category trees of docs/product.md#listings, used by server (validation, counts) and
 * web (tabs, menus, the post form).
 *
 * There are two trees on purpose: the browse tree and the posting form's lists
 * disagree for mentor, marketplace and match, and the spec keeps both.
 */
import type { Language } from './preferences.ts';

export const TOP_CATEGORIES = [
  'housing',
  'jobs',
  'services',
  'community',
  'mentor',
  'marketplace',
  'match',
] as const;

export type TopCategory = (typeof TOP_CATEGORIES)[number];

const HOUSING = [
  'apartments',
  'housing_swap',
  'housing_wanted',
  'office_commercial',
  'parking_storage',
  'real_estate_for_sale',
  'rooms_shared',
  'sublets_temporary',
  'vacation_rentals',
] as const;

const JOBS = [
  'accounting_finance',
  'admin_office',
  'arch_engineering',
  'art_design',
  'biotech_science',
  'business_mgmt',
  'customer_service',
  'education',
  'etc_misc',
  'food_bev_hosp',
  'general_labor',
  'government',
  'human_resources',
  'legal_paralegal',
  'manufacturing',
  'marketing_pr_ad',
  'medical_health',
  'nonprofit_sector',
  'real_estate',
  'retail_wholesale',
  'sales_bizdev',
  'salon_spa_fitness',
  'security',
  'skilled_trade_craft',
  'software_qa_dba',
  'systems_network',
  'technical_support',
  'transport',
  'tv_film_video',
  'web_info_design',
  'writing_editing',
  'gig_computer',
  'gig_creative',
  'gig_crew',
  'gig_domestic',
  'gig_event',
  'gig_labor',
  'gig_talent',
  'gig_writing',
] as const;

const SERVICES = [
  'automotive',
  'beauty',
  'cell_mobile',
  'computer',
  'creative',
  'cycle',
  'event',
  'farm_garden',
  'financial',
  'health_wellness',
  'household',
  'labor_move',
  'legal',
  'lessons',
  'marine',
  'pet',
  'real_estate',
  'skilled_trade',
  'small_business_ads',
  'travel_vacation',
  'write_edit_translate',
] as const;

const COMMUNITY = [
  'activities',
  'artists',
  'childcare',
  'classes',
  'events',
  'general',
  'groups',
  'local_news',
  'lost_found',
  'missed_connections',
  'musicians',
  'pets',
  'politics',
  'rants_raves',
  'rideshare',
  'volunteers',
] as const;

/** Subcategories offered when browsing (tabs, dropdowns, the mobile menu). */
export const BROWSE_TREE: Record<TopCategory, readonly string[]> = {
  housing: HOUSING,
  jobs: JOBS,
  services: SERVICES,
  community: COMMUNITY,
  mentor: ['language', 'health', 'career', 'tech', 'finance', 'immigration', 'business'],
  marketplace: [
    'electronics',
    'furniture',
    'vehicles',
    'clothing',
    'services',
    'home_garden',
    'jobs_gigs',
    'tickets',
  ],
  match: ['friends', 'dating', 'networking'],
};

/**
 * Subcategories offered by the post/edit form. Mentor, marketplace and match
 * have the form's own lists; the others use the browse tree.
 */
export const POSTING_FORM_SUBCATEGORIES: Record<TopCategory, readonly string[]> = {
  housing: HOUSING,
  jobs: JOBS,
  services: SERVICES,
  community: COMMUNITY,
  mentor: [
    'language',
    'health',
    'career',
    'finance',
    'education',
    'immigration',
    'business',
    'tech',
    'life',
  ],
  marketplace: [
    'electronics',
    'furniture',
    'clothing',
    'books',
    'vehicles',
    'home',
    'sports',
    'other',
  ],
  match: ['dating', 'friendship', 'networking', 'activity'],
};

type Label = Record<Language, string>;

export const CATEGORY_LABELS: Record<TopCategory, Label> = {
  housing: { en: 'Housing', ti: 'መንበሪ ገዛ' },
  jobs: { en: 'Jobs', ti: 'ስራሕቲ' },
  services: { en: 'Services', ti: 'ኣገልግሎታት' },
  community: { en: 'Community', ti: 'ማሕበረሰብ' },
  mentor: { en: 'Mentor', ti: 'ኣማኻሪ' },
  marketplace: { en: 'Marketplace', ti: 'ዕዳጋ' },
  match: { en: 'Match', ti: 'ምትእስሳር' },
};

/** One label per subcategory key; a key shared by two trees means the same thing in both. */
export const SUBCATEGORY_LABELS: Record<string, Label> = {
  // housing
  apartments: { en: 'Apartments', ti: 'ኣፓርታማታት' },
  housing_swap: { en: 'Housing Swap', ti: 'ምልዋጥ ገዛ' },
  housing_wanted: { en: 'Housing Wanted', ti: 'ዝድለ ገዛ' },
  office_commercial: { en: 'Office & Commercial', ti: 'ቤት ጽሕፈትን ንግድን' },
  parking_storage: { en: 'Parking & Storage', ti: 'መዕሸጊ መኪናን መኽዘንን' },
  real_estate_for_sale: { en: 'Real Estate for Sale', ti: 'ንመሸጣ ዝቐረበ ገዛን መሬትን' },
  rooms_shared: { en: 'Rooms & Shared', ti: 'ክፍልታትን ሓባራዊ መንበሪን' },
  sublets_temporary: { en: 'Sublets & Temporary', ti: 'ካልኣይ ክራይን ግዝያዊ መንበሪን' },
  vacation_rentals: { en: 'Vacation Rentals', ti: 'ናይ ዕረፍቲ ክራይ' },
  // jobs
  accounting_finance: { en: 'Accounting & Finance', ti: 'ሕሳብን ፋይናንስን' },
  admin_office: { en: 'Admin & Office', ti: 'ምምሕዳርን ቤት ጽሕፈትን' },
  arch_engineering: { en: 'Architecture & Engineering', ti: 'ስነ-ህንጻን ምህንድስናን' },
  art_design: { en: 'Art & Design', ti: 'ስነ-ጥበብን ዲዛይንን' },
  biotech_science: { en: 'Biotech & Science', ti: 'ባዮቴክኖሎጂን ሳይንስን' },
  business_mgmt: { en: 'Business & Management', ti: 'ንግድን ኣመራርሓን' },
  customer_service: { en: 'Customer Service', ti: 'ኣገልግሎት ዓማዊል' },
  education: { en: 'Education', ti: 'ትምህርቲ' },
  etc_misc: { en: 'Miscellaneous', ti: 'ዝተፈላለዩ' },
  food_bev_hosp: { en: 'Food, Beverage & Hospitality', ti: 'መግቢ፣ መስተን መስተንግዶን' },
  general_labor: { en: 'General Labor', ti: 'ሓፈሻዊ ስራሕ ጉልበት' },
  government: { en: 'Government', ti: 'መንግስቲ' },
  human_resources: { en: 'Human Resources', ti: 'ምሕደራ ሰብ ሓይሊ' },
  legal_paralegal: { en: 'Legal & Paralegal', ti: 'ሕግን ሓገዝ ሕግን' },
  manufacturing: { en: 'Manufacturing', ti: 'ምፍራይ' },
  marketing_pr_ad: { en: 'Marketing, PR & Advertising', ti: 'ምዕዳግ፣ ርክብ ህዝብን ምልላይን' },
  medical_health: { en: 'Medical & Health', ti: 'ሕክምናን ጥዕናን' },
  nonprofit_sector: { en: 'Nonprofit Sector', ti: 'ዘይመኽሰባዊ ትካላት' },
  real_estate: { en: 'Real Estate', ti: 'ገዛን መሬትን' },
  retail_wholesale: { en: 'Retail & Wholesale', ti: 'ንግዲ ብሒትን ብጅምላን' },
  sales_bizdev: { en: 'Sales & Business Development', ti: 'መሸጣን ምዕባለ ንግድን' },
  salon_spa_fitness: { en: 'Salon, Spa & Fitness', ti: 'ሳሎን፣ ስፓን ምንቅስቓስ ኣካላትን' },
  security: { en: 'Security', ti: 'ሓለዋን ድሕንነትን' },
  skilled_trade_craft: { en: 'Skilled Trades & Crafts', ti: 'ሞያዊ ስራሕን ኢደ-ጥበብን' },
  software_qa_dba: { en: 'Software, QA & Databases', ti: 'ሶፍትዌር፣ ምርግጋጽ ዓይነትን ዳታቤዝን' },
  systems_network: { en: 'Systems & Networks', ti: 'ሲስተምን ኔትወርክን' },
  technical_support: { en: 'Technical Support', ti: 'ቴክኒካዊ ደገፍ' },
  transport: { en: 'Transport', ti: 'መጓዓዝያ' },
  tv_film_video: { en: 'TV, Film & Video', ti: 'ቲቪ፣ ፊልምን ቪድዮን' },
  web_info_design: { en: 'Web & Info Design', ti: 'ዲዛይን መርበብን ሓበሬታን' },
  writing_editing: { en: 'Writing & Editing', ti: 'ጽሑፍን ምእራምን' },
  gig_computer: { en: 'Computer Gigs', ti: 'ሓጺር ስራሕ ኮምፒተር' },
  gig_creative: { en: 'Creative Gigs', ti: 'ሓጺር ስራሕ ፈጠራ' },
  gig_crew: { en: 'Crew Gigs', ti: 'ሓጺር ስራሕ ጉጅለ' },
  gig_domestic: { en: 'Domestic Gigs', ti: 'ሓጺር ስራሕ ገዛ' },
  gig_event: { en: 'Event Gigs', ti: 'ሓጺር ስራሕ ፍጻመታት' },
  gig_labor: { en: 'Labor Gigs', ti: 'ሓጺር ስራሕ ጉልበት' },
  gig_talent: { en: 'Talent Gigs', ti: 'ሓጺር ስራሕ ተውህቦ' },
  gig_writing: { en: 'Writing Gigs', ti: 'ሓጺር ስራሕ ጽሑፍ' },
  // services
  automotive: { en: 'Automotive', ti: 'መካይን' },
  beauty: { en: 'Beauty', ti: 'ጽባቐ' },
  cell_mobile: { en: 'Cell & Mobile', ti: 'ሞባይል ተሌፎን' },
  computer: { en: 'Computer', ti: 'ኮምፒተር' },
  creative: { en: 'Creative', ti: 'ፈጠራ' },
  cycle: { en: 'Cycle', ti: 'ብሽክለታ' },
  event: { en: 'Event', ti: 'ፍጻመታት' },
  farm_garden: { en: 'Farm & Garden', ti: 'ሕርሻን ጀርዲንን' },
  financial: { en: 'Financial', ti: 'ፋይናንሳዊ' },
  health_wellness: { en: 'Health & Wellness', ti: 'ጥዕናን ደሓንነትን' },
  household: { en: 'Household', ti: 'ናይ ገዛ ስራሕ' },
  labor_move: { en: 'Labor & Moving', ti: 'ጉልበትን ምግዓዝ ገዛን' },
  legal: { en: 'Legal', ti: 'ሕጋዊ' },
  lessons: { en: 'Lessons', ti: 'ትምህርትታት' },
  marine: { en: 'Marine', ti: 'ባሕራዊ' },
  pet: { en: 'Pet', ti: 'ዘቤታዊ እንስሳ' },
  skilled_trade: { en: 'Skilled Trade', ti: 'ሞያዊ ስራሕ' },
  small_business_ads: { en: 'Small Business Ads', ti: 'መወዓውዒ ንኣሽቱ ንግድታት' },
  travel_vacation: { en: 'Travel & Vacation', ti: 'ጉዕዞን ዕረፍትን' },
  write_edit_translate: { en: 'Write, Edit & Translate', ti: 'ጽሑፍ፣ ምእራምን ትርጉምን' },
  // community
  activities: { en: 'Activities', ti: 'ንጥፈታት' },
  artists: { en: 'Artists', ti: 'ስነ-ጥበበኛታት' },
  childcare: { en: 'Childcare', ti: 'ክንክን ህጻናት' },
  classes: { en: 'Classes', ti: 'ኮርሳት' },
  events: { en: 'Events', ti: 'ፍጻመታት' },
  general: { en: 'General', ti: 'ሓፈሻዊ' },
  groups: { en: 'Groups', ti: 'ጉጅለታት' },
  local_news: { en: 'Local News', ti: 'ከባቢያዊ ዜና' },
  lost_found: { en: 'Lost & Found', ti: 'ዝጠፍአን ዝተረኽበን' },
  missed_connections: { en: 'Missed Connections', ti: 'ዝሓለፉ ርክባት' },
  musicians: { en: 'Musicians', ti: 'ሙዚቀኛታት' },
  pets: { en: 'Pets', ti: 'ዘቤታውያን እንስሳ' },
  politics: { en: 'Politics', ti: 'ፖለቲካ' },
  rants_raves: { en: 'Rants & Raves', ti: 'ነቐፌታን ናእዳን' },
  rideshare: { en: 'Rideshare', ti: 'ሓባራዊ ጉዕዞ' },
  volunteers: { en: 'Volunteers', ti: 'ወለንተኛታት' },
  // mentor (browse and form)
  language: { en: 'Language', ti: 'ቋንቋ' },
  health: { en: 'Health', ti: 'ጥዕና' },
  career: { en: 'Career', ti: 'ሞያ' },
  tech: { en: 'Tech', ti: 'ቴክኖሎጂ' },
  finance: { en: 'Finance', ti: 'ፋይናንስ' },
  immigration: { en: 'Immigration', ti: 'ኢሚግሬሽን' },
  business: { en: 'Business', ti: 'ንግዲ' },
  life: { en: 'Life', ti: 'ህይወት' },
  // marketplace (browse and form)
  electronics: { en: 'Electronics', ti: 'ኤሌክትሮኒክስ' },
  furniture: { en: 'Furniture', ti: 'ኣቕሑ ገዛ' },
  vehicles: { en: 'Vehicles', ti: 'ተሽከርከርቲ' },
  clothing: { en: 'Clothing', ti: 'ክዳውንቲ' },
  services: { en: 'Services', ti: 'ኣገልግሎታት' },
  home_garden: { en: 'Home & Garden', ti: 'ገዛን ጀርዲንን' },
  jobs_gigs: { en: 'Jobs & Gigs', ti: 'ስራሕን ሓጺር ስራሕን' },
  tickets: { en: 'Tickets', ti: 'ትኬታት' },
  books: { en: 'Books', ti: 'መጻሕፍቲ' },
  home: { en: 'Home', ti: 'ገዛ' },
  sports: { en: 'Sports', ti: 'ስፖርት' },
  other: { en: 'Other', ti: 'ካልእ' },
  // match (browse and form)
  friends: { en: 'Friends', ti: 'ኣዕሩኽ' },
  dating: { en: 'Dating', ti: 'ፍቕሪ' },
  networking: { en: 'Networking', ti: 'ሞያዊ ርክብ' },
  friendship: { en: 'Friendship', ti: 'ዕርክነት' },
  activity: { en: 'Activity', ti: 'ንጥፈት' },
};

export function isTopCategory(value: unknown): value is TopCategory {
  return typeof value === 'string' && (TOP_CATEGORIES as readonly string[]).includes(value);
}

/** A subcategory whose key starts with 'gig_' is a gig (docs/product.md#listings). */
export function isGig(subcategory: string | null | undefined): boolean {
  return typeof subcategory === 'string' && subcategory.startsWith('gig_');
}

/** The spec's fallback for a key without a label: underscores become spaces. */
export function fallbackLabel(key: string): string {
  return key.replaceAll('_', ' ');
}

export function categoryLabel(key: string, language: Language): string {
  return isTopCategory(key) ? CATEGORY_LABELS[key][language] : fallbackLabel(key);
}

export function subcategoryLabel(key: string, language: Language): string {
  return SUBCATEGORY_LABELS[key]?.[language] ?? fallbackLabel(key);
}

/** Whether `subcategory` belongs to `category` in the given tree. */
export function isSubcategoryOf(
  category: TopCategory,
  subcategory: string,
  tree: 'browse' | 'form' = 'browse',
): boolean {
  const lists = tree === 'browse' ? BROWSE_TREE : POSTING_FORM_SUBCATEGORIES;
  return lists[category].includes(subcategory);
}
