// What the demo expert sells and how her week looks: the fixed part of the demo data. Prices
// are GBP minor units (pence). Minutes are minutes after local midnight in Europe/London.

export const DEMO_EXPERT = {
  email: 'demo@slotwise.example',
  password: 'slotwise-demo',
  firstName: 'Maya',
  lastName: 'Okafor',
  slug: 'maya-okafor',
  timeZone: 'Europe/London',
  country: 'GB',
  currency: 'GBP',
  // The catalogue (src/domain/plans) puts time-limited packages and group sessions above 42
  // places on Growth; the demo shows both, so the expert is on the plan that includes them.
  planId: 'growth',
  headline: 'Leadership coach for new and growing managers',
  description:
    'I help first-time managers and senior leaders lead with clarity and calm. Fifteen years in ' +
    'tech and healthcare leadership, ICF-accredited coach. Book a free intro call to see if we fit.',
} as const;

export type AvailabilityKey = 'working' | 'evenings';

export type AvailabilityDef = {
  key: AvailabilityKey;
  name: string;
  /** weekday (0 Sunday) → [startMinute, endMinute] periods. */
  periods: Record<number, [number, number][]>;
};

const WORKDAY: [number, number][] = [
  [9 * 60, 12 * 60 + 30],
  [13 * 60 + 30, 17 * 60],
];

export const AVAILABILITIES: Record<AvailabilityKey, AvailabilityDef> = {
  // spec: the default availability has id 'availability' and the name Working hours (see
  // DEFAULT_AVAILABILITY_ID); others get a generated id.
  working: {
    key: 'working',
    name: 'Working hours',
    periods: { 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY },
  },
  evenings: {
    key: 'evenings',
    name: 'Evenings',
    periods: { 2: [[18 * 60, 21 * 60]], 4: [[18 * 60, 21 * 60]] },
  },
};

export type LocationKey = 'studio' | 'phone';

export const LOCATIONS: Record<LocationKey, { name: string; location: string }> = {
  studio: { name: 'The Study, Shoreditch', location: '12 Rivington Street, London EC2A 3DU' },
  phone: { name: 'Phone call', location: 'I will call you on the number you give when booking.' },
};

export type ServiceKey = 'intro' | 'coaching' | 'deepDive' | 'career' | 'alumni';

export type ServiceDef = {
  key: ServiceKey;
  title: string;
  description: string;
  duration: number;
  price: number;
  availability: AvailabilityKey;
  location?: LocationKey;
  hidden: boolean;
  collectPhoneNumber: boolean;
  /** How often clients book it, relative to the others in the same availability. */
  weight: number;
};

export const SERVICES: ServiceDef[] = [
  {
    key: 'intro',
    title: 'Intro call',
    description: 'A free 20-minute call to talk about what you want from coaching and whether we fit.',
    duration: 20,
    price: 0,
    availability: 'working',
    hidden: false,
    collectPhoneNumber: false,
    weight: 22,
  },
  {
    key: 'coaching',
    title: 'Coaching session',
    description: 'A one-to-one coaching session on whatever matters most to you this week.',
    duration: 60,
    price: 14_000,
    availability: 'working',
    hidden: false,
    collectPhoneNumber: false,
    weight: 50,
  },
  {
    key: 'deepDive',
    title: 'Deep-dive strategy session',
    description: 'Ninety minutes in person to map a reorganisation, a new role or a hard year ahead.',
    duration: 90,
    price: 22_000,
    availability: 'working',
    location: 'studio',
    hidden: false,
    collectPhoneNumber: true,
    weight: 12,
  },
  {
    key: 'career',
    title: 'Career clarity session',
    description: 'An evening session to weigh an offer, plan a move or prepare for a promotion case.',
    duration: 45,
    price: 9_500,
    availability: 'evenings',
    location: 'phone',
    hidden: false,
    collectPhoneNumber: true,
    weight: 1,
  },
  {
    key: 'alumni',
    title: 'Alumni check-in',
    description: 'For past coaching clients only: a short check-in, shared by direct link.',
    duration: 30,
    price: 6_000,
    availability: 'working',
    hidden: true,
    collectPhoneNumber: false,
    weight: 6,
  },
];

export type SeriesKey = 'circle' | 'lab' | 'masterclass';

export type SeriesDef = {
  key: SeriesKey;
  title: string;
  description: string;
  duration: number;
  price: number;
  groupSizeMax: number;
  /** Local weekdays and start minute of its sessions; everyWeeks 2 means fortnightly. */
  weekdays: number[];
  startMinute: number;
  everyWeeks: number;
  /** Share of places usually taken. */
  fill: number;
};

export const SERIES: Record<SeriesKey, SeriesDef> = {
  circle: {
    key: 'circle',
    title: 'Leadership circle',
    description: 'A small weekly group of managers working through real situations together.',
    duration: 90,
    price: 4_500,
    groupSizeMax: 10,
    weekdays: [3],
    startMinute: 10 * 60,
    everyWeeks: 1,
    fill: 0.8,
  },
  lab: {
    key: 'lab',
    title: 'New managers lab',
    description: 'Fortnightly evening lab for people in their first year of managing others.',
    duration: 90,
    price: 3_500,
    groupSizeMax: 12,
    weekdays: [4],
    startMinute: 18 * 60 + 30,
    everyWeeks: 2,
    fill: 0.75,
  },
  // Only on scales whose bookings outgrow the small groups: a large live class every weekday.
  masterclass: {
    key: 'masterclass',
    title: 'Lunchtime leadership masterclass',
    description: 'A 45-minute live class with Q&A. One leadership skill each day.',
    duration: 45,
    price: 1_500,
    groupSizeMax: 0, // set from the bookings it must hold
    weekdays: [1, 2, 3, 4, 5],
    startMinute: 11 * 60 + 45,
    everyWeeks: 1,
    fill: 0.85,
  },
};

/** Standalone group sessions: a Friday-afternoon workshop every six weeks. */
export const WORKSHOPS = {
  titles: ['Feedback that lands: live workshop', 'Quarterly goal-setting workshop'],
  description: 'A two-hour hands-on workshop. Bring a real situation to work on.',
  weekday: 5,
  startMinute: 14 * 60,
  duration: 120,
  price: 6_000,
  groupSizeMax: 20,
  everyWeeks: 6,
  fill: 0.7,
};

export type PackageKey = 'coachingPack' | 'circlePass' | 'careerStarter' | 'masterclassPass';

export type PackageDef = {
  key: PackageKey;
  title: string;
  description: string;
  price: number;
  services?: Partial<Record<ServiceKey, number>>;
  series?: Partial<Record<SeriesKey, number>>;
  /** Includes the next upcoming standalone workshop (Package.groupSessionIds). */
  includesWorkshop?: boolean;
  paymentPlan?: { count: number; amount: number };
  expiryDays?: number;
};

export const PACKAGES: PackageDef[] = [
  {
    key: 'coachingPack',
    title: '5-session coaching pack',
    description: 'Five coaching sessions to use over a few months, at a lower price per session.',
    price: 60_000,
    services: { coaching: 5 },
    paymentPlan: { count: 3, amount: 20_000 },
  },
  {
    key: 'circlePass',
    title: 'Leadership circle pass',
    description: 'Eight Leadership circle sessions, plus a seat at the next live workshop.',
    price: 32_000,
    series: { circle: 8 },
    includesWorkshop: true,
  },
  {
    key: 'careerStarter',
    title: 'Career clarity starter',
    description: 'Three evening career clarity sessions to use within 90 days.',
    price: 25_000,
    services: { career: 3 },
    expiryDays: 90,
  },
  {
    key: 'masterclassPass',
    title: 'Masterclass season pass',
    description: 'Twenty lunchtime masterclasses to use within a year.',
    price: 20_000,
    series: { masterclass: 20 },
    expiryDays: 365,
  },
];

export const NOTE_TEMPLATES: string[][] = [
  [
    'Goals: build confidence running the weekly team meeting; delegate more of the reporting.',
    'Agreed to try the "three questions" check-in for the next two weeks.',
  ],
  ['Struggling with a peer who takes credit for shared work. Role-played the conversation.'],
  [
    'Promotion case due end of quarter. Drafted the impact narrative together.',
    'Next time: evidence for the "leading others" section.',
  ],
  ['Prefers evenings. Very reflective; give space before suggesting actions.'],
  [
    'Team of 9, two new joiners. Main worry is onboarding while hitting the Q3 deadline.',
    'Homework: write down what "good" looks like for each new joiner at 30 days.',
  ],
  ['Considering leaving for a start-up. Explored values and money needs; no decision yet.'],
  ['Came via the Leadership circle. Interested in the coaching pack; sent details.'],
];
