/**
 * What the demo listings say: a few titles and descriptions per subcategory,
 * written the way community members post, with prices in US dollars that the
 * seed converts to each city's currency and price level. `{city}` is replaced
 * by the listing's city.
 */
import type { TopCategory } from '../../../shared/categories.ts';

export type DemoEntry = {
  title: string;
  text: string;
  /** Price range in US dollars at US price level; none when absent. */
  price?: readonly [number, number];
  tags?: readonly string[];
  /** Housing: bedrooms (0 is a studio or a room). */
  beds?: number;
  /** Jobs: pay per hour (h) or per year (y) in US dollars; employment kind. */
  pay?: readonly [number, 'h' | 'y' | 'gig'];
  employment?: 'full' | 'part' | 'contract' | 'temp' | 'intern';
  remote?: boolean;
  /** Marketplace. */
  brand?: string;
  model?: string;
  condition?: 'new' | 'like-new' | 'good' | 'fair';
  /** Mentor. */
  topics?: readonly string[];
};

type Content = Record<TopCategory, Record<string, readonly DemoEntry[]>>;

export const CONTENT: Content = {
  housing: {
    apartments: [
      {
        title: 'Bright 2-bedroom apartment near transit in {city}',
        text: 'Sunny second-floor unit with a renovated kitchen, in-unit laundry and a small balcony. Ten minutes on foot to the bus and train. Quiet building, friendly neighbours, many Habesha families nearby.',
        price: [1700, 2400],
        beds: 2,
        tags: ['laundry', 'near transit', 'balcony'],
      },
      {
        title: 'Spacious 1BR with parking, utilities included',
        text: 'One-bedroom apartment with a large living room and one parking spot. Water, heat and internet included. No smoking, small pets considered.',
        price: [1300, 1800],
        beds: 1,
        tags: ['parking', 'utilities included'],
      },
      {
        title: 'Family-friendly 3BR close to schools and church',
        text: 'Three bedrooms, two bathrooms, backyard for the kids. Walking distance to the elementary school and St. Mary church. Looking for a long-term family.',
        price: [2300, 3100],
        beds: 3,
        tags: ['family', 'backyard', 'schools'],
      },
      {
        title: 'Studio apartment downtown {city}, move-in ready',
        text: 'Compact studio with a full kitchen and lots of light. Great for a student or young professional. First month plus deposit.',
        price: [950, 1400],
        beds: 0,
        tags: ['studio', 'downtown'],
      },
    ],
    housing_swap: [
      {
        title: 'Swap: my 2BR in {city} for a 1BR closer to work',
        text: 'I have a two-bedroom lease in a good area and would like to swap for a smaller place closer to the city centre. Landlord is fine with a lease transfer.',
        beds: 2,
        tags: ['swap', 'lease transfer'],
      },
      {
        title: 'Summer home exchange with a family abroad',
        text: 'Our family would like to exchange homes for four weeks in July or August. Clean three-bedroom house, garden, close to the Habesha shops.',
        beds: 3,
        tags: ['home exchange', 'summer'],
      },
    ],
    housing_wanted: [
      {
        title: 'Looking for a room in a quiet Habesha home',
        text: 'Working professional, no smoking, no parties. I am looking for a furnished room from next month. References available.',
        price: [600, 900],
        beds: 0,
        tags: ['room wanted', 'professional'],
      },
      {
        title: 'Young family needs a 2BR apartment in {city}',
        text: 'Couple with one child looking for a two-bedroom apartment near public transport. Stable income, good rental history.',
        price: [1400, 2000],
        beds: 2,
        tags: ['family', 'long term'],
      },
      {
        title: 'Student seeking shared housing near campus',
        text: 'University student starting in the fall. Happy to share a kitchen and bathroom. Budget is limited but I am tidy and quiet.',
        price: [500, 800],
        beds: 0,
        tags: ['student', 'shared'],
      },
    ],
    office_commercial: [
      {
        title: 'Small retail space on a busy street, ideal for a café',
        text: 'Ground-floor space with a large window, about 60 m². Previously a coffee shop; water and drain connections in place.',
        price: [2200, 3800],
        tags: ['retail', 'café'],
      },
      {
        title: 'Shared office desks for Habesha small businesses',
        text: 'Desks in a shared office with meeting room, printer and fast internet. Monthly terms, good for accountants, travel agents and translators.',
        price: [250, 450],
        tags: ['coworking', 'office'],
      },
    ],
    parking_storage: [
      {
        title: 'Covered parking spot for rent, monthly',
        text: 'Secure covered spot in a gated garage. Remote access, cameras. Available now.',
        price: [90, 180],
        tags: ['parking', 'monthly'],
      },
      {
        title: 'Storage room available in basement',
        text: 'Dry, lockable storage room about 8 m². Good for furniture or shop inventory. Easy access from the street.',
        price: [70, 140],
        tags: ['storage'],
      },
    ],
    real_estate_for_sale: [
      {
        title: 'Three-bedroom house for sale, large garden',
        text: 'Solid family house on a quiet street with a big garden and a garage. Recently painted, new roof. Serious buyers only.',
        price: [320000, 520000],
        beds: 3,
        tags: ['for sale', 'garden', 'garage'],
      },
      {
        title: 'Condo for sale near the city centre',
        text: 'Two-bedroom condo with an elevator, a gym and underground parking. Low fees. Open house this weekend.',
        price: [220000, 380000],
        beds: 2,
        tags: ['for sale', 'condo'],
      },
    ],
    rooms_shared: [
      {
        title: 'Furnished room in shared apartment, all bills included',
        text: 'Private room with bed, desk and closet in a clean three-bedroom apartment. Shared kitchen and bathroom. Housemates are two Habesha professionals.',
        price: [650, 1000],
        beds: 1,
        tags: ['furnished', 'bills included'],
      },
      {
        title: 'Room for a female student near the university',
        text: 'Quiet, bright room for a female student or young professional. Close to the bus line. Friendly household, Tigrinya and English spoken.',
        price: [550, 850],
        beds: 1,
        tags: ['female only', 'student'],
      },
      {
        title: 'Master bedroom with private bath in {city}',
        text: 'Large master bedroom with its own bathroom and walk-in closet. Parking available. Looking for a respectful, working housemate.',
        price: [850, 1300],
        beds: 1,
        tags: ['private bath', 'parking'],
      },
    ],
    sublets_temporary: [
      {
        title: 'Summer sublet: furnished 1BR, June to August',
        text: 'I am travelling home for the summer. My furnished one-bedroom is available for three months. Plants need watering!',
        price: [1100, 1700],
        beds: 1,
        tags: ['sublet', 'summer', 'furnished'],
      },
      {
        title: 'Short-term room for visiting family, weekly',
        text: 'Comfortable room for relatives visiting for a wedding or a holiday. Weekly rate, breakfast possible.',
        price: [250, 400],
        beds: 1,
        tags: ['short term', 'weekly'],
      },
    ],
    vacation_rentals: [
      {
        title: 'Holiday apartment for Meskel and Timket visits',
        text: 'Fully furnished two-bedroom apartment with a view, available for short stays. Airport pickup can be arranged. Price per night.',
        price: [60, 140],
        beds: 2,
        tags: ['vacation', 'per night', 'airport pickup'],
      },
      {
        title: 'Cozy guest house for family visits, per night',
        text: 'Quiet guest house with a small garden, Wi-Fi and a kitchen. Perfect for families coming for a wedding. Price per night.',
        price: [70, 160],
        beds: 2,
        tags: ['guest house', 'per night'],
      },
    ],
  },
  jobs: {
    accounting_finance: [
      {
        title: 'Bookkeeper needed for a family restaurant',
        text: 'Part-time bookkeeper to manage invoices, payroll and monthly reports. QuickBooks experience required.',
        pay: [26, 'h'],
        employment: 'part',
        tags: ['bookkeeping', 'quickbooks'],
      },
      {
        title: 'Junior accountant, tax season',
        text: 'Help prepare individual tax returns for our community clients. Training provided; Tigrinya or Amharic a plus.',
        pay: [24, 'h'],
        employment: 'temp',
        tags: ['tax', 'accounting'],
      },
    ],
    admin_office: [
      {
        title: 'Office assistant for an immigration law office',
        text: 'Answer phones, schedule appointments and organise files. Bilingual English and Tigrinya preferred.',
        pay: [21, 'h'],
        employment: 'full',
        tags: ['bilingual', 'office'],
      },
    ],
    arch_engineering: [
      {
        title: 'Civil engineer for residential projects',
        text: 'Design and supervise foundations and drainage for new homes. Three years of experience and a licence required.',
        pay: [88000, 'y'],
        employment: 'full',
        tags: ['engineering', 'construction'],
      },
    ],
    art_design: [
      {
        title: 'Graphic designer for a Habesha fashion brand',
        text: 'Create social media graphics, lookbooks and packaging for our traditional-inspired clothing line.',
        pay: [30, 'h'],
        employment: 'contract',
        remote: true,
        tags: ['design', 'fashion', 'remote'],
      },
    ],
    biotech_science: [
      {
        title: 'Lab technician, clinical research',
        text: 'Prepare samples and run routine assays in a friendly research lab. BSc in biology or chemistry.',
        pay: [62000, 'y'],
        employment: 'full',
        tags: ['lab', 'science'],
      },
    ],
    business_mgmt: [
      {
        title: 'Store manager for an Ethiopian and Eritrean grocery',
        text: 'Run daily operations, ordering and a team of five. Retail experience and a driving licence needed.',
        pay: [55000, 'y'],
        employment: 'full',
        tags: ['management', 'retail'],
      },
    ],
    customer_service: [
      {
        title: 'Call centre agent, Tigrinya and English',
        text: 'Help customers of a money-transfer service by phone and chat. Evening and weekend shifts available.',
        pay: [20, 'h'],
        employment: 'full',
        tags: ['bilingual', 'call centre'],
      },
      {
        title: 'Front desk receptionist at a dental clinic',
        text: 'Welcome patients, manage the calendar and handle payments. Friendly and organised.',
        pay: [19, 'h'],
        employment: 'part',
        tags: ['reception'],
      },
    ],
    education: [
      {
        title: 'Saturday Tigrinya school needs teachers',
        text: 'Teach reading and writing in Ge’ez script to children aged 6 to 12, Saturday mornings. Materials provided.',
        pay: [25, 'h'],
        employment: 'part',
        tags: ['teaching', 'tigrinya', 'weekend'],
      },
      {
        title: 'Math tutor for high school students',
        text: 'After-school tutoring in algebra and geometry for community youth. Two afternoons a week.',
        pay: [28, 'h'],
        employment: 'part',
        tags: ['tutoring', 'math'],
      },
    ],
    etc_misc: [
      {
        title: 'Helper for community centre events',
        text: 'Set up chairs, serve coffee and clean up at weekend events. Reliable and friendly people welcome.',
        pay: [17, 'h'],
        employment: 'part',
        tags: ['events', 'weekend'],
      },
    ],
    food_bev_hosp: [
      {
        title: 'Injera baker, early mornings',
        text: 'Experienced baker for our injera production, starting at 5 am. Teff experience required.',
        pay: [20, 'h'],
        employment: 'full',
        tags: ['injera', 'kitchen'],
      },
      {
        title: 'Waiter or waitress for an Eritrean restaurant',
        text: 'Evening and weekend shifts in a busy restaurant. Tips shared fairly. Tigrinya or Amharic helpful.',
        pay: [16, 'h'],
        employment: 'part',
        tags: ['restaurant', 'evenings'],
      },
      {
        title: 'Line cook for a Habesha kitchen',
        text: 'Prepare tsebhi, tibs and shiro to our family recipes. Food handler card required.',
        pay: [21, 'h'],
        employment: 'full',
        tags: ['cook', 'restaurant'],
      },
    ],
    general_labor: [
      {
        title: 'Warehouse associate, day shift',
        text: 'Pick, pack and load orders in a clean warehouse. Forklift certificate a plus. Weekly pay.',
        pay: [19, 'h'],
        employment: 'full',
        tags: ['warehouse', 'weekly pay'],
      },
    ],
    government: [
      {
        title: 'Community liaison for the city refugee office',
        text: 'Connect newly arrived families with housing, schools and health services. Tigrinya or Amharic required.',
        pay: [58000, 'y'],
        employment: 'full',
        tags: ['public sector', 'refugees'],
      },
    ],
    human_resources: [
      {
        title: 'HR generalist for a growing home-care agency',
        text: 'Recruit caregivers, run onboarding and keep records in order. Two years of HR experience.',
        pay: [60000, 'y'],
        employment: 'full',
        tags: ['hr', 'recruiting'],
      },
    ],
    legal_paralegal: [
      {
        title: 'Paralegal, immigration and family law',
        text: 'Prepare asylum and family reunification files, translate documents and meet clients.',
        pay: [27, 'h'],
        employment: 'full',
        tags: ['paralegal', 'immigration'],
      },
    ],
    manufacturing: [
      {
        title: 'Machine operator, second shift',
        text: 'Run and monitor packaging machines in a food factory. Training on the job, overtime available.',
        pay: [22, 'h'],
        employment: 'full',
        tags: ['factory', 'shift work'],
      },
    ],
    marketing_pr_ad: [
      {
        title: 'Social media manager for a Habesha events company',
        text: 'Plan posts, reels and ads for concerts and festivals. Show us your portfolio.',
        pay: [25, 'h'],
        employment: 'part',
        remote: true,
        tags: ['social media', 'marketing'],
      },
    ],
    medical_health: [
      {
        title: 'Certified nursing assistant, home care',
        text: 'Care for elderly community members in their homes. CNA certificate and a car required. Flexible hours.',
        pay: [23, 'h'],
        employment: 'full',
        tags: ['cna', 'home care'],
      },
      {
        title: 'Pharmacy technician, weekend shifts',
        text: 'Fill prescriptions and help patients at the counter. Amharic or Tigrinya speakers encouraged to apply.',
        pay: [22, 'h'],
        employment: 'part',
        tags: ['pharmacy'],
      },
    ],
    nonprofit_sector: [
      {
        title: 'Youth program coordinator',
        text: 'Organise after-school and summer programs for Habesha youth: homework club, football, culture nights.',
        pay: [52000, 'y'],
        employment: 'full',
        tags: ['youth', 'nonprofit'],
      },
    ],
    real_estate: [
      {
        title: 'Leasing agent for apartment buildings',
        text: 'Show units, process applications and follow up with tenants. Commission on top of base pay.',
        pay: [20, 'h'],
        employment: 'full',
        tags: ['leasing', 'commission'],
      },
    ],
    retail_wholesale: [
      {
        title: 'Cashier at a Habesha grocery and spice shop',
        text: 'Serve customers, stock shelves with berbere, shiro and coffee. Friendly attitude is everything.',
        pay: [17, 'h'],
        employment: 'part',
        tags: ['cashier', 'grocery'],
      },
    ],
    sales_bizdev: [
      {
        title: 'Sales representative, wholesale coffee',
        text: 'Sell our roasted Ethiopian and Eritrean coffee to cafés and restaurants. Car required, commission plus base.',
        pay: [48000, 'y'],
        employment: 'full',
        tags: ['sales', 'coffee'],
      },
    ],
    salon_spa_fitness: [
      {
        title: 'Hair braider, busy salon',
        text: 'Experienced braider for box braids, cornrows and traditional Habesha styles. Chair rental or commission.',
        pay: [25, 'h'],
        employment: 'full',
        tags: ['braiding', 'salon'],
      },
    ],
    security: [
      {
        title: 'Security officer, night shift',
        text: 'Patrol and monitor an office building overnight. Guard card required; we help with the licence.',
        pay: [21, 'h'],
        employment: 'full',
        tags: ['security', 'night shift'],
      },
    ],
    skilled_trade_craft: [
      {
        title: 'Electrician apprentice',
        text: 'Learn the trade with a licensed electrician on residential jobs. Must be punctual and eager to learn.',
        pay: [20, 'h'],
        employment: 'full',
        tags: ['apprentice', 'electrician'],
      },
    ],
    software_qa_dba: [
      {
        title: 'Full-stack developer (TypeScript, React)',
        text: 'Build features for a remittance and community app used across the diaspora. Hybrid or remote.',
        pay: [125000, 'y'],
        employment: 'full',
        remote: true,
        tags: ['typescript', 'react', 'remote'],
      },
      {
        title: 'QA tester, mobile apps',
        text: 'Test our Android and iOS apps in English, Tigrinya and Amharic. Attention to detail required.',
        pay: [32, 'h'],
        employment: 'contract',
        remote: true,
        tags: ['qa', 'mobile'],
      },
    ],
    systems_network: [
      {
        title: 'IT support and network technician',
        text: 'Keep the computers, Wi-Fi and printers of three small offices running. On-site and remote.',
        pay: [30, 'h'],
        employment: 'contract',
        tags: ['it', 'networking'],
      },
    ],
    technical_support: [
      {
        title: 'Help desk technician, bilingual',
        text: 'First-line support by phone and chat for a telecom reseller. Tigrinya and English required.',
        pay: [22, 'h'],
        employment: 'full',
        tags: ['help desk', 'bilingual'],
      },
    ],
    transport: [
      {
        title: 'Delivery driver with own van',
        text: 'Deliver groceries and catering orders across the city. Flexible hours, paid per route.',
        pay: [24, 'h'],
        employment: 'contract',
        tags: ['driver', 'delivery'],
      },
      {
        title: 'CDL truck driver, regional routes',
        text: 'Home every weekend. Clean record and CDL-A required. Sign-on bonus.',
        pay: [78000, 'y'],
        employment: 'full',
        tags: ['cdl', 'trucking'],
      },
    ],
    tv_film_video: [
      {
        title: 'Video editor for a Tigrinya YouTube channel',
        text: 'Edit weekly interviews and music videos, add subtitles. Premiere or DaVinci Resolve.',
        pay: [28, 'h'],
        employment: 'contract',
        remote: true,
        tags: ['video', 'editing'],
      },
    ],
    web_info_design: [
      {
        title: 'Web designer for small business websites',
        text: 'Design simple, fast websites for restaurants, salons and shops in our community.',
        pay: [35, 'h'],
        employment: 'contract',
        remote: true,
        tags: ['web design', 'wordpress'],
      },
    ],
    writing_editing: [
      {
        title: 'Editor for a diaspora community newsletter',
        text: 'Edit articles in English, manage the monthly newsletter and interview community members.',
        pay: [26, 'h'],
        employment: 'part',
        remote: true,
        tags: ['editing', 'newsletter'],
      },
    ],
    gig_computer: [
      {
        title: 'Gig: set up laptops for a new office',
        text: 'Install Windows updates, printers and email on eight laptops. One day of work.',
        pay: [300, 'gig'],
        tags: ['one day', 'it'],
      },
    ],
    gig_creative: [
      {
        title: 'Gig: design a wedding invitation in Tigrinya and English',
        text: 'Looking for a designer to create an elegant bilingual invitation and a matching menu card.',
        pay: [150, 'gig'],
        tags: ['wedding', 'design'],
      },
    ],
    gig_crew: [
      {
        title: 'Gig: stage crew for a weekend concert',
        text: 'Help set up stage, lights and sound for a Habesha music concert. Saturday afternoon and night.',
        pay: [200, 'gig'],
        tags: ['concert', 'weekend'],
      },
    ],
    gig_domestic: [
      {
        title: 'Gig: deep clean before Easter (Fasika)',
        text: 'Looking for help with a deep clean of a three-bedroom home before the holidays. Supplies provided.',
        pay: [180, 'gig'],
        tags: ['cleaning', 'holiday'],
      },
    ],
    gig_event: [
      {
        title: 'Gig: coffee ceremony host for a baby shower',
        text: 'Prepare and serve a traditional coffee ceremony for 40 guests, with popcorn and incense.',
        pay: [160, 'gig'],
        tags: ['coffee ceremony', 'event'],
      },
    ],
    gig_labor: [
      {
        title: 'Gig: help moving furniture on Saturday',
        text: 'Two strong people needed for about four hours to load and unload a truck. Lunch included.',
        pay: [120, 'gig'],
        tags: ['moving', 'saturday'],
      },
    ],
    gig_talent: [
      {
        title: 'Gig: krar player for a wedding reception',
        text: 'Looking for a krar player (and a singer if possible) for a two-hour set at a wedding.',
        pay: [400, 'gig'],
        tags: ['music', 'wedding'],
      },
    ],
    gig_writing: [
      {
        title: 'Gig: translate a short brochure into Tigrinya',
        text: 'Translate a four-page health brochure from English into Tigrinya. Native speaker please.',
        pay: [220, 'gig'],
        remote: true,
        tags: ['translation', 'tigrinya'],
      },
    ],
  },
  services: {
    automotive: [
      {
        title: 'Honest mechanic: brakes, oil change, diagnostics',
        text: 'Fifteen years of experience with Toyota, Honda and Ford. Fair prices, I come to you for small jobs.',
        price: [60, 90],
        tags: ['mechanic', 'mobile'],
      },
      {
        title: 'Car detailing at your home',
        text: 'Interior and exterior detailing, engine bay cleaning. Weekends and evenings.',
        price: [80, 140],
        tags: ['detailing'],
      },
    ],
    beauty: [
      {
        title: 'Traditional Habesha hair braiding (shuruba)',
        text: 'Beautiful shuruba and modern braids for holidays, weddings and everyday. Home visits possible.',
        price: [60, 150],
        tags: ['braiding', 'shuruba', 'wedding'],
      },
      {
        title: 'Bridal makeup and henna for weddings',
        text: 'Makeup for the bride and her family, henna designs for the melsi. Booking now for the wedding season.',
        price: [150, 350],
        tags: ['bridal', 'makeup', 'henna'],
      },
    ],
    cell_mobile: [
      {
        title: 'Phone screen repair while you wait',
        text: 'iPhone and Samsung screen and battery repair in 30 minutes. Unlocking and data transfer too.',
        price: [50, 120],
        tags: ['phone repair', 'iphone'],
      },
    ],
    computer: [
      {
        title: 'Computer repair and virus removal',
        text: 'Slow laptop? I clean, repair and upgrade computers and set up printers. Tigrinya and English.',
        price: [40, 80],
        tags: ['computer repair', 'laptop'],
      },
    ],
    creative: [
      {
        title: 'Wedding and event photography',
        text: 'Photos and short films for weddings, baptisms and graduations. Packages include an edited album.',
        price: [600, 1500],
        tags: ['photography', 'wedding', 'video'],
      },
      {
        title: 'Logo and flyer design for your business',
        text: 'Professional logos, flyers and menus in English, Tigrinya and Amharic. Fast turnaround.',
        price: [80, 250],
        tags: ['design', 'logo'],
      },
    ],
    cycle: [
      {
        title: 'Bicycle tune-up and repair',
        text: 'Brakes, gears, flat tyres and full tune-ups. I pick up and drop off in the neighbourhood.',
        price: [35, 70],
        tags: ['bicycle', 'repair'],
      },
    ],
    event: [
      {
        title: 'Habesha DJ for weddings and parties',
        text: 'Tigrinya, Amharic, Oromo and international music. Sound system and lights included.',
        price: [500, 1200],
        tags: ['dj', 'wedding', 'music'],
      },
      {
        title: 'Event decoration and catering',
        text: 'Traditional decoration with mesob and netela, plus full catering: injera, tsebhi, tibs and more.',
        price: [800, 2500],
        tags: ['catering', 'decoration'],
      },
    ],
    farm_garden: [
      {
        title: 'Garden care and lawn mowing',
        text: 'Weekly or monthly garden care: mowing, hedges, planting vegetables and herbs.',
        price: [40, 90],
        tags: ['garden', 'lawn'],
      },
    ],
    financial: [
      {
        title: 'Tax preparation and bookkeeping',
        text: 'Personal and small business taxes done right. We explain everything in Tigrinya or Amharic.',
        price: [80, 250],
        tags: ['tax', 'bookkeeping'],
      },
      {
        title: 'Help with credit repair and first home budgets',
        text: 'Free first meeting. Learn to build credit, save for a deposit and avoid bad loans.',
        tags: ['credit', 'budgeting'],
      },
    ],
    health_wellness: [
      {
        title: 'Personal trainer, home or park sessions',
        text: 'Strength, running and weight-loss programs for all ages. Women-only groups available.',
        price: [40, 70],
        tags: ['fitness', 'personal trainer'],
      },
    ],
    household: [
      {
        title: 'House cleaning, weekly or one time',
        text: 'Reliable and careful cleaning for apartments and houses. References from many families.',
        price: [90, 160],
        tags: ['cleaning', 'weekly'],
      },
      {
        title: 'Handyman: furniture assembly, TV mounting, small repairs',
        text: 'IKEA assembly, shelves, curtains, TV mounting and leaky taps. Same-week appointments.',
        price: [50, 90],
        tags: ['handyman', 'assembly'],
      },
    ],
    labor_move: [
      {
        title: 'Moving help with truck, two movers',
        text: 'Local moves and single items. Careful with your furniture, fair hourly price.',
        price: [90, 140],
        tags: ['moving', 'truck'],
      },
    ],
    legal: [
      {
        title: 'Immigration forms and document translation',
        text: 'Help with family reunification, green card and citizenship forms. Certified translation of birth and marriage certificates.',
        price: [50, 200],
        tags: ['immigration', 'translation', 'forms'],
      },
    ],
    lessons: [
      {
        title: 'Tigrinya lessons for children and adults',
        text: 'Learn to read, write and speak Tigrinya. Small groups or private lessons, online or in person.',
        price: [20, 40],
        tags: ['tigrinya', 'language', 'lessons'],
      },
      {
        title: 'Driving lessons with patient instructor',
        text: 'Prepare for your road test. Automatic car, pick-up from home, lessons in English or Tigrinya.',
        price: [45, 65],
        tags: ['driving', 'lessons'],
      },
    ],
    marine: [
      {
        title: 'Boat cleaning and winter storage help',
        text: 'Hull cleaning, covering and moving small boats to storage. Ask for a quote.',
        price: [100, 250],
        tags: ['boat'],
      },
    ],
    pet: [
      {
        title: 'Dog walking and pet sitting',
        text: 'Daily walks and home visits while you travel. Experienced with dogs and cats.',
        price: [20, 35],
        tags: ['dog walking', 'pet sitting'],
      },
    ],
    real_estate: [
      {
        title: 'Real estate agent who speaks your language',
        text: 'Buying your first home? I guide families through every step, in Tigrinya, Amharic or English.',
        tags: ['realtor', 'first home'],
      },
    ],
    skilled_trade: [
      {
        title: 'Licensed electrician and plumber',
        text: 'Installations, repairs and inspections for homes and small shops. Free estimates.',
        price: [70, 120],
        tags: ['electrician', 'plumber'],
      },
      {
        title: 'Painting, tiling and drywall',
        text: 'Interior and exterior painting, bathroom tiling and drywall repair. Clean and on time.',
        price: [300, 1200],
        tags: ['painting', 'tiling'],
      },
    ],
    small_business_ads: [
      {
        title: 'Fresh injera daily, orders for events welcome',
        text: 'Homemade teff injera, delivered fresh every morning. Bulk orders for weddings and holidays.',
        price: [1, 2],
        tags: ['injera', 'teff', 'catering'],
      },
      {
        title: 'Freshly roasted coffee beans and jebena sets',
        text: 'Yirgacheffe, Sidamo and Harar beans roasted weekly, plus jebena, cups and incense.',
        price: [12, 25],
        tags: ['coffee', 'jebena'],
      },
    ],
    travel_vacation: [
      {
        title: 'Cheap flights to Asmara and Addis Ababa',
        text: 'Travel agent with good fares for summer and holiday seasons. Help with visas and group bookings.',
        tags: ['flights', 'travel agent'],
      },
    ],
    write_edit_translate: [
      {
        title: 'Certified translation Tigrinya, Amharic, English',
        text: 'Certified translations for immigration, school and court. Fast and accurate.',
        price: [25, 60],
        tags: ['translation', 'certified'],
      },
    ],
  },
  community: {
    activities: [
      {
        title: 'Sunday football in the park, all levels welcome',
        text: 'Friendly five-a-side every Sunday at 10. Bring water and good vibes.',
        tags: ['football', 'sunday'],
      },
      {
        title: 'Hiking group: weekend trail walks',
        text: 'We hike a different trail each month, then share food together. Families welcome.',
        tags: ['hiking', 'outdoors'],
      },
    ],
    artists: [
      {
        title: 'Art exhibition: Habesha painters of {city}',
        text: 'Come see paintings and crafts by local Eritrean and Ethiopian artists. Free entry, coffee ceremony at the opening.',
        tags: ['art', 'exhibition'],
      },
    ],
    childcare: [
      {
        title: 'Experienced nanny available, weekdays',
        text: 'Caring nanny with first aid training, available Monday to Friday. Speaks Tigrinya and English with the children.',
        price: [18, 25],
        tags: ['nanny', 'childcare'],
      },
      {
        title: 'Parents’ babysitting circle',
        text: 'Parents taking turns to babysit on weekends so everyone gets a free evening. Join us!',
        tags: ['parents', 'babysitting'],
      },
    ],
    classes: [
      {
        title: 'Free English conversation class for newcomers',
        text: 'Practise English in a relaxed group every Tuesday evening. Tea and snacks provided.',
        tags: ['english', 'newcomers', 'free'],
      },
      {
        title: 'Cooking class: injera and tsebhi from scratch',
        text: 'Learn to ferment teff, bake injera and cook a proper zigni. Small group, all ingredients included.',
        price: [30, 50],
        tags: ['cooking', 'injera'],
      },
    ],
    events: [
      {
        title: 'Meskel celebration with demera bonfire',
        text: 'Join the community for the Meskel celebration: bonfire, songs, traditional food and coffee.',
        tags: ['meskel', 'celebration'],
      },
      {
        title: 'Eritrean Independence Day festival',
        text: 'Music, dance, food stalls and activities for kids. Everyone welcome.',
        price: [10, 20],
        tags: ['festival', 'music'],
      },
      {
        title: 'Habesha New Year (Enkutatash) party in {city}',
        text: 'Celebrate the new year with live music, dancing and a big buffet. Tickets at the door.',
        price: [15, 35],
        tags: ['new year', 'party'],
      },
    ],
    general: [
      {
        title: 'Welcome to {city}: newcomers meet-up',
        text: 'Just arrived? Meet others who can help with housing, jobs, schools and paperwork. Monthly meeting.',
        tags: ['newcomers', 'meetup'],
      },
      {
        title: 'Community coffee morning every Saturday',
        text: 'A coffee ceremony, conversation and a warm welcome for everyone, young and old.',
        tags: ['coffee', 'saturday'],
      },
    ],
    groups: [
      {
        title: 'Habesha women’s support group',
        text: 'A safe space for women to share, learn and support each other. Monthly meetings and a group chat.',
        tags: ['women', 'support'],
      },
      {
        title: 'Young professionals network',
        text: 'Networking evenings for Habesha professionals in tech, health, law and business.',
        tags: ['networking', 'professionals'],
      },
    ],
    local_news: [
      {
        title: 'New Habesha grocery opening on Main Street',
        text: 'A new shop with fresh injera, spices and coffee opens this month. Opening-day coffee ceremony for all.',
        tags: ['news', 'grocery'],
      },
      {
        title: 'City council meeting on rent support',
        text: 'Information session on the new rent support program. Interpreters for Tigrinya and Amharic available.',
        tags: ['news', 'housing'],
      },
    ],
    lost_found: [
      {
        title: 'Found: black wallet near the church parking lot',
        text: 'Found after Sunday service. Describe it and the cards inside to get it back.',
        tags: ['found', 'wallet'],
      },
      {
        title: 'Lost: gold cross necklace, sentimental value',
        text: 'Lost at the community hall after the wedding on Saturday. Reward offered.',
        tags: ['lost', 'reward'],
      },
    ],
    missed_connections: [
      {
        title: 'We talked about Asmara at the coffee shop',
        text: 'You had a green scarf and recommended a book. I would love to continue the conversation.',
        tags: ['missed connection'],
      },
    ],
    musicians: [
      {
        title: 'Band looking for a kebero drummer',
        text: 'Our wedding band needs a drummer who knows Tigrinya and Amharic rhythms. Weekend gigs.',
        tags: ['band', 'drummer'],
      },
      {
        title: 'Krar and masenqo lessons',
        text: 'Learn traditional instruments with an experienced musician. Beginners and kids welcome.',
        price: [25, 40],
        tags: ['krar', 'masenqo', 'lessons'],
      },
    ],
    pets: [
      {
        title: 'Kittens looking for a loving home',
        text: 'Three healthy kittens, eight weeks old, litter trained. Free to good homes.',
        tags: ['kittens', 'adoption'],
      },
    ],
    politics: [
      {
        title: 'Town hall: voter registration for new citizens',
        text: 'Learn how to register and vote in local elections. Non-partisan, interpreters available.',
        tags: ['voting', 'civic'],
      },
    ],
    rants_raves: [
      {
        title: 'Rave: the best shiro in {city}',
        text: 'Tried the new family restaurant last night. Shiro, tibs and service were wonderful. Go support them!',
        tags: ['food', 'rave'],
      },
    ],
    rideshare: [
      {
        title: 'Ride to the Habesha festival, two seats free',
        text: 'Driving to the festival on Friday morning, back Sunday. Share fuel costs.',
        price: [20, 40],
        tags: ['rideshare', 'festival'],
      },
      {
        title: 'Carpool to church on Sundays',
        text: 'I drive every Sunday from the east side. Room for three, no cost.',
        tags: ['carpool', 'church'],
      },
    ],
    volunteers: [
      {
        title: 'Volunteers needed: food drive for families',
        text: 'Help sort and deliver food packages to families in need this month. Any time you can give helps.',
        tags: ['volunteer', 'food drive'],
      },
      {
        title: 'Homework help volunteers for kids',
        text: 'Tutors needed two afternoons a week at the community centre. Training provided.',
        tags: ['volunteer', 'tutoring'],
      },
    ],
  },
  mentor: {
    language: [
      {
        title: 'Learn Tigrinya with a patient teacher',
        text: 'I teach Tigrinya to children of the diaspora and to partners who want to talk with the family. Reading the Ge’ez script, conversation and songs.',
        price: [25, 40],
        topics: ['Tigrinya', 'Ge’ez script', 'conversation'],
      },
      {
        title: 'English for work and job interviews',
        text: 'Former ESL teacher helping newcomers speak with confidence at work, at the doctor and in interviews.',
        price: [20, 35],
        topics: ['English', 'interviews'],
      },
    ],
    health: [
      {
        title: 'Nurse mentor: getting into nursing school',
        text: 'Registered nurse with ten years in hospitals. I help you plan prerequisites, applications and exams.',
        price: [30, 50],
        topics: ['nursing', 'exams', 'health careers'],
      },
    ],
    career: [
      {
        title: 'Career coaching: CVs, interviews and first jobs',
        text: 'HR manager who has hired hundreds of people. Let us polish your CV and practise interviews together.',
        price: [40, 75],
        topics: ['CV', 'interviews', 'job search'],
      },
      {
        title: 'From refugee to engineer: let me help you',
        text: 'I arrived with nothing and became a mechanical engineer. I mentor young people on study and work choices.',
        price: [0, 0],
        topics: ['engineering', 'study', 'motivation'],
      },
    ],
    finance: [
      {
        title: 'Personal finance mentor: budget, save, invest',
        text: 'Financial planner helping families build budgets, pay off debt, send money home wisely and start investing.',
        price: [50, 90],
        topics: ['budgeting', 'investing', 'remittances'],
      },
    ],
    education: [
      {
        title: 'University applications and scholarships',
        text: 'I help high school students choose universities, write essays and find scholarships.',
        price: [35, 60],
        topics: ['university', 'scholarships', 'essays'],
      },
    ],
    immigration: [
      {
        title: 'Navigating immigration paperwork',
        text: 'Paralegal with years of experience explaining family reunification, work permits and citizenship steps. Not legal advice.',
        price: [30, 60],
        topics: ['family reunification', 'work permits', 'citizenship'],
      },
    ],
    business: [
      {
        title: 'Start your small business: restaurant and shop owners',
        text: 'I have run a restaurant for twelve years. Licences, suppliers, pricing and staff: ask me anything.',
        price: [45, 80],
        topics: ['small business', 'restaurants', 'licences'],
      },
    ],
    tech: [
      {
        title: 'Break into tech: coding mentor',
        text: 'Software engineer at a large company. I mentor beginners in web development and help with portfolios.',
        price: [50, 100],
        topics: ['web development', 'portfolios', 'interviews'],
      },
      {
        title: 'Data analysis and Excel for beginners',
        text: 'Learn Excel, SQL and dashboards step by step, with real examples from small businesses.',
        price: [35, 60],
        topics: ['Excel', 'SQL', 'data'],
      },
    ],
    life: [
      {
        title: 'Settling in a new country: a friendly guide',
        text: 'Banking, transport, schools, doctors and loneliness: I help newcomers find their way and feel at home.',
        price: [0, 0],
        topics: ['newcomers', 'settling in', 'wellbeing'],
      },
    ],
  },
  marketplace: {
    electronics: [
      {
        title: 'iPhone 13, 128 GB, unlocked',
        text: 'Works perfectly, battery at 88%. Comes with case and charger.',
        price: [320, 420],
        brand: 'Apple',
        model: 'iPhone 13',
        condition: 'good',
        tags: ['iphone', 'unlocked'],
      },
      {
        title: 'Samsung 55" smart TV',
        text: 'Crisp 4K picture, wall mount included. Moving sale.',
        price: [250, 380],
        brand: 'Samsung',
        model: 'Crystal UHD 55"',
        condition: 'like-new',
        tags: ['tv', 'moving sale'],
      },
      {
        title: 'Dell laptop for students',
        text: 'Fast SSD, 16 GB RAM, new battery. Great for school and work.',
        price: [280, 450],
        brand: 'Dell',
        model: 'Latitude 5420',
        condition: 'good',
        tags: ['laptop', 'student'],
      },
    ],
    furniture: [
      {
        title: 'Large sofa set, 3+2 seats',
        text: 'Comfortable sofa set, perfect for family gatherings and coffee ceremonies. Must pick up.',
        price: [300, 600],
        condition: 'good',
        tags: ['sofa', 'pick up'],
      },
      {
        title: 'Dining table with six chairs',
        text: 'Solid wood table, seats six. A few scratches, very sturdy.',
        price: [180, 350],
        condition: 'fair',
        tags: ['dining table'],
      },
      {
        title: 'Hand-woven mesob, traditional',
        text: 'Beautiful colourful mesob basket table, handmade. Perfect for serving injera.',
        price: [120, 250],
        condition: 'new',
        tags: ['mesob', 'handmade'],
      },
    ],
    clothing: [
      {
        title: 'Habesha kemis, handmade tilet',
        text: 'White cotton dress with a green and gold tilet border, size M. Worn once for a wedding.',
        price: [120, 260],
        condition: 'like-new',
        tags: ['habesha kemis', 'wedding'],
      },
      {
        title: 'Netela and gabi set',
        text: 'Soft handwoven netela and a warm gabi, straight from Asmara. Great gift.',
        price: [45, 90],
        condition: 'new',
        tags: ['netela', 'gabi'],
      },
      {
        title: 'Men’s winter coat, size L',
        text: 'Warm wool coat, dark grey, barely worn.',
        price: [40, 80],
        brand: 'Columbia',
        condition: 'like-new',
        tags: ['coat', 'winter'],
      },
    ],
    books: [
      {
        title: 'Tigrinya children’s books, set of 10',
        text: 'Picture books and first readers in Tigrinya. Perfect for Saturday school.',
        price: [25, 45],
        condition: 'good',
        tags: ['books', 'children', 'tigrinya'],
      },
      {
        title: 'Nursing school textbooks',
        text: 'Anatomy, pharmacology and fundamentals textbooks, latest editions. Some highlighting.',
        price: [60, 140],
        condition: 'good',
        tags: ['textbooks', 'nursing'],
      },
    ],
    vehicles: [
      {
        title: '2014 Toyota Corolla, low mileage',
        text: 'One owner, full service history, new tyres. Clean title.',
        price: [8500, 11500],
        brand: 'Toyota',
        model: 'Corolla LE',
        condition: 'good',
        tags: ['toyota', 'sedan'],
      },
      {
        title: '2017 Honda CR-V AWD',
        text: 'Great family SUV, winter tyres included, no accidents.',
        price: [15500, 19500],
        brand: 'Honda',
        model: 'CR-V EX',
        condition: 'good',
        tags: ['suv', 'awd'],
      },
    ],
    home: [
      {
        title: 'Jebena coffee set with cups and tray',
        text: 'Clay jebena, six sini cups, rekebot tray and incense burner. Complete set for the coffee ceremony.',
        price: [40, 85],
        condition: 'new',
        tags: ['jebena', 'coffee ceremony'],
      },
      {
        title: 'Mitad electric injera maker',
        text: 'Large electric mitad for baking injera at home. Works great.',
        price: [90, 180],
        condition: 'good',
        tags: ['mitad', 'injera'],
      },
    ],
    sports: [
      {
        title: 'Road bike, 56 cm frame',
        text: 'Light aluminium road bike, new chain and brake pads. Ready to ride.',
        price: [250, 500],
        brand: 'Trek',
        model: 'Domane AL 2',
        condition: 'good',
        tags: ['bike', 'cycling'],
      },
      {
        title: 'Football boots and shin guards',
        text: 'Kids’ and adults’ sizes, used one season.',
        price: [15, 40],
        brand: 'Adidas',
        condition: 'fair',
        tags: ['football', 'boots'],
      },
    ],
    // Only the browse tree has these four (the post form does not), and /market filters by them.
    services: [
      {
        title: 'Injera baking for parties, 50 pieces',
        text: 'Fresh teff injera baked to order for weddings, baptisms and holidays. Pick up on Saturday.',
        price: [50, 80],
        condition: 'new',
        tags: ['injera', 'catering'],
      },
      {
        title: 'Habesha dress tailoring and alterations',
        text: 'Hemming, resizing and tilet repairs for kemis and netela. Two weeks before a wedding is best.',
        price: [25, 60],
        condition: 'new',
        tags: ['tailoring', 'habesha kemis'],
      },
    ],
    home_garden: [
      {
        title: 'Cordless lawn mower with two batteries',
        text: 'Quiet battery mower with a charger. Moving to a flat, no garden any more.',
        price: [110, 180],
        brand: 'Greenworks',
        model: '40V 16"',
        condition: 'good',
        tags: ['garden', 'moving sale'],
      },
      {
        title: 'Raised garden beds and clay pots',
        text: 'Two cedar raised beds and a dozen clay pots. Grew berbere peppers and herbs all summer.',
        price: [40, 90],
        condition: 'good',
        tags: ['garden', 'pots'],
      },
    ],
    jobs_gigs: [
      {
        title: 'Moving help this weekend, 2 people',
        text: 'Looking for two strong helpers for a 3-hour move across town. Paid in cash, lunch included.',
        price: [60, 120],
        condition: 'new',
        tags: ['moving', 'weekend'],
      },
      {
        title: 'Tigrinya translation of a short document',
        text: 'Need two pages translated from English to Tigrinya for a community newsletter.',
        price: [30, 60],
        condition: 'new',
        tags: ['tigrinya', 'translation'],
      },
    ],
    tickets: [
      {
        title: 'Two tickets for the Eritrean festival concert',
        text: 'Standing tickets for Saturday night. Can’t make it any more, selling at cost.',
        price: [60, 110],
        condition: 'new',
        tags: ['concert', 'festival'],
      },
      {
        title: 'Ethiopian New Year gala, one seat',
        text: 'One seat at a family table, dinner and live music included.',
        price: [35, 70],
        condition: 'new',
        tags: ['enkutatash', 'gala'],
      },
    ],
    other: [
      {
        title: 'Baby stroller and car seat',
        text: 'Clean travel system, easy to fold. From a smoke-free home.',
        price: [80, 160],
        brand: 'Graco',
        condition: 'good',
        tags: ['baby', 'stroller'],
      },
      {
        title: 'Wedding decorations, reusable',
        text: 'Table runners, lanterns and backdrop from our wedding. Everything for about 150 guests.',
        price: [150, 300],
        condition: 'like-new',
        tags: ['wedding', 'decoration'],
      },
    ],
  },
  match: {
    dating: [
      {
        title: 'Looking for someone who shares my faith and values',
        text: 'Family-oriented, loves cooking and long walks. Hoping to meet someone serious and kind.',
        tags: ['serious', 'faith'],
      },
      {
        title: 'Coffee first, then let us see',
        text: 'I work in health care, enjoy music and travel home every few years. Let us start with a coffee ceremony.',
        tags: ['coffee', 'music'],
      },
      {
        title: 'Ready for something real in {city}',
        text: 'Honest, ambitious and a good listener. Looking for a partner to build a future with.',
        tags: ['long term'],
      },
    ],
    friendship: [
      {
        title: 'New in {city}, looking for friends',
        text: 'Just moved for work. Would love to meet people for coffee, walks and weekend plans.',
        tags: ['newcomer', 'friends'],
      },
      {
        title: 'Friends for Sunday brunch and conversation',
        text: 'Looking for a friendly group to share food, stories and laughs on weekends.',
        tags: ['brunch', 'weekends'],
      },
    ],
    networking: [
      {
        title: 'Connecting Habesha professionals in tech',
        text: 'Software developer happy to meet other tech people for advice, referrals and side projects.',
        tags: ['tech', 'referrals'],
      },
      {
        title: 'Entrepreneurs: let us meet and share ideas',
        text: 'I run a small import business and want to meet other founders for monthly meetups.',
        tags: ['business', 'founders'],
      },
    ],
    activity: [
      {
        title: 'Running partner for early mornings',
        text: 'I run 5 to 10 km three times a week and would love company. All paces welcome.',
        tags: ['running', 'fitness'],
      },
      {
        title: 'Partner for dance classes',
        text: 'Looking for someone to join Eskista and salsa classes on Thursday evenings.',
        tags: ['dance', 'eskista'],
      },
    ],
  },
};

/**
 * Tigrinya titles for some subcategories (`{city}` becomes the city's Ge'ez
 * name). About one listing in ten gets one, keeping its English description.
 */
export const TIGRINYA_TITLES: Record<string, readonly string[]> = {
  'housing/apartments': ['ኣፓርታማ ንኪራይ ኣብ {city}', 'ገዛ ንኪራይ ኣብ {city}'],
  'housing/rooms_shared': ['ክፍሊ ንኪራይ ኣብ {city}'],
  'housing/housing_wanted': ['ገዛ ይድለ ኣብ {city}'],
  'housing/real_estate_for_sale': ['ገዛ ንመሸጣ ኣብ {city}'],
  'housing/vacation_rentals': ['ናይ ዕረፍቲ ገዛ ንኪራይ'],
  'jobs/food_bev_hosp': ['ናይ ቤት መግቢ ሰራሕተኛ ይድለ'],
  'jobs/transport': ['መራሒ መኪና ይድለ'],
  'jobs/education': ['መምህር ይድለ ኣብ {city}'],
  'jobs/general_labor': ['ሰራሕተኛ ይድለ ኣብ {city}'],
  'services/write_edit_translate': ['ኣገልግሎት ትርጉም ትግርኛን እንግሊዝኛን'],
  'services/labor_move': ['ምግዓዝ ገዛ ብሕሳር ዋጋ'],
  'services/beauty': ['ኣገልግሎት ጽባቐ ኣብ {city}'],
  'services/automotive': ['ኣገልግሎት መካይን ኣብ {city}'],
  'community/events': ['በዓል ማሕበረሰብ ኣብ {city}'],
  'community/general': ['ናይ ማሕበረሰብ ኣኼባ ኣብ {city}'],
  'community/volunteers': ['ወለንተኛታት ይድለዩ'],
  'mentor/language': ['ትምህርቲ ቋንቋ'],
  'mentor/career': ['ምኽሪ ስራሕ'],
  'mentor/immigration': ['ሓገዝ ኣብ ጉዳይ ኢሚግሬሽን'],
  'marketplace/furniture': ['ኣቕሑ ገዛ ንመሸጣ'],
  'marketplace/home': ['ኣቕሑ ገዛ ንመሸጣ'],
  'marketplace/clothing': ['ክዳውንቲ ንመሸጣ'],
  'marketplace/vehicles': ['መኪና ንመሸጣ ኣብ {city}'],
  'marketplace/electronics': ['ኤሌክትሮኒክስ ንመሸጣ'],
  'match/friendship': ['ሓደስቲ ኣዕሩኽ ይደሊ ኣለኹ ኣብ {city}'],
  'match/dating': ['ሓቀኛ ፍቕሪ ይደሊ ኣለኹ'],
};

/** Fictional employers, by job subcategory (gigs are posted by people, not companies). */
export const JOB_EMPLOYERS: Record<string, readonly string[]> = {
  accounting_finance: ['Lalibela Restaurant Group', 'Dahlak Tax & Accounting'],
  admin_office: ['Adulis Immigration Law'],
  arch_engineering: ['Highland Builders'],
  art_design: ['Tilet Fashion House'],
  biotech_science: ['Simien Research Labs'],
  business_mgmt: ['Merkato Market'],
  customer_service: ['Red Sea Money Transfer', 'Unity Dental Clinic'],
  education: ['Gondar Learning Center', 'Saturday Tigrinya School'],
  etc_misc: ['Habesha Community Centre'],
  food_bev_hosp: ['Selam Injera Bakery', 'Asmara Restaurant', 'Lalibela Restaurant Group'],
  general_labor: ['Blue Nile Logistics'],
  government: ['City Office of New Arrivals'],
  human_resources: ['Keren Home Care'],
  legal_paralegal: ['Adulis Immigration Law'],
  manufacturing: ['Teff & Co. Foods'],
  marketing_pr_ad: ['Eskista Events'],
  medical_health: ['Keren Home Care', 'Unity Community Pharmacy'],
  nonprofit_sector: ['Habesha Youth Alliance'],
  real_estate: ['Massawa Property Management'],
  retail_wholesale: ['Merkato Market'],
  sales_bizdev: ['Harar Coffee Roasters'],
  salon_spa_fitness: ['Shuruba Beauty Salon'],
  security: ['Sentinel Security Services'],
  skilled_trade_craft: ['Axum Electric'],
  software_qa_dba: ['Axum Software Studio', 'Dahlak Apps'],
  systems_network: ['Dahlak IT Services'],
  technical_support: ['Red Sea Telecom'],
  transport: ['Blue Nile Logistics', 'Massawa Freight'],
  tv_film_video: ['Sheba Media'],
  web_info_design: ['Axum Software Studio'],
  writing_editing: ['Diaspora Voices Newsletter'],
};
