// Word lists for demo clients: names from many places (a London coach's client list), the
// reserved example domains, and the zones clients book from.

// biome-ignore format: a word list reads best packed
export const FIRST_NAMES = [
  'Amara', 'Chidi', 'Ngozi', 'Tunde', 'Folake', 'Kwame', 'Abena', 'Kofi', 'Zainab', 'Emeka',
  'Oliver', 'Charlotte', 'Harry', 'Amelia', 'George', 'Isla', 'Jack', 'Poppy', 'Freddie', 'Imogen',
  'Priya', 'Arjun', 'Ananya', 'Rohan', 'Kavya', 'Vikram', 'Meera', 'Sanjay', 'Nisha', 'Dev',
  'Mei', 'Wei', 'Jun', 'Xiu', 'Hao', 'Lin', 'Yuki', 'Haruto', 'Sakura', 'Ren',
  'Minh', 'Linh', 'Ji-woo', 'Seo-yeon', 'Min-jun', 'Aiko', 'Kenji', 'Hana', 'Tariq', 'Layla',
  'Omar', 'Fatima', 'Yusuf', 'Aisha', 'Karim', 'Noor', 'Hassan', 'Samira', 'Rami', 'Leila',
  'Sofia', 'Mateo', 'Lucía', 'Diego', 'Valentina', 'Javier', 'Camila', 'Andrés', 'Isabel', 'Joaquín',
  'João', 'Beatriz', 'Thiago', 'Larissa', 'Rafael', 'Chloé', 'Étienne', 'Camille', 'Louis', 'Manon',
  'Łukasz', 'Zofia', 'Kasia', 'Piotr', 'Agnieszka', 'Søren', 'Freja', 'Lars', 'Ingrid', 'Astrid',
  'Zoë', 'Niamh', 'Siobhán', 'Ciarán', 'Aoife', 'Eilidh', 'Callum', 'Rhys', 'Carys', 'Dafydd',
  'Giulia', 'Marco', 'Francesca', 'Luca', 'Elena', 'Nikos', 'Eleni', 'Dimitri', 'Anastasia', 'Ivan',
  'Olena', 'Taras', 'Mehmet', 'Elif', 'Emre', 'Ayşe', 'Daniel', 'Sarah', 'Michael', 'Rachel',
  'David', 'Hannah', 'James', 'Grace', 'Samuel', 'Ruth', 'Marcus', 'Jade', 'Tyrone', 'Keisha',
  'Aroha', 'Tane', 'Kirra', 'Jarrah', 'Ximena', 'Alejandro', 'Inés', 'Bongani', 'Thandiwe', 'Sipho',
];

// biome-ignore format: a word list reads best packed
export const LAST_NAMES = [
  'Okonkwo', 'Adeyemi', 'Eze', 'Mensah', 'Boateng', 'Owusu', 'Okafor', 'Balogun', 'Nwosu', 'Asante',
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Roberts',
  'Patel', 'Sharma', 'Singh', 'Kaur', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Chatterjee', 'Mehta',
  'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Tanaka', 'Sato', 'Suzuki', 'Watanabe',
  'Nguyen', 'Tran', 'Kim', 'Park', 'Lee', 'Choi', 'Yamamoto', 'Nakamura', 'Haddad', 'Khalil',
  'Rahman', 'Hussain', 'Ahmed', 'Khan', 'Aziz', 'Mansour', 'Farouk', 'Saleh', 'Nasser', 'Karimi',
  'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Fernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Silva', 'Santos', 'Oliveira', 'Costa', 'Pereira', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Girard',
  'Nowak', 'Kowalski', 'Wiśniewska', 'Zieliński', 'Lewandowska', 'Jensen', 'Nielsen', 'Hansen', 'Lindqvist', 'Andersson',
  "O'Brien", "O'Connor", 'Murphy', 'Byrne', 'MacLeod', 'Campbell', 'Fraser', 'Llewellyn', 'Price', 'Hughes',
  'Rossi', 'Bianchi', 'Romano', 'Esposito', 'Papadopoulos', 'Georgiou', 'Ivanova', 'Petrov', 'Kovalenko', 'Shevchenko',
  'Yılmaz', 'Demir', 'Şahin', 'Cohen', 'Levi', 'Friedman', 'Goldberg', 'Clarke', 'Walker', 'Robinson',
  'Baptiste', 'Campbell-Brown', 'Henry', 'Francis', 'Ngata', 'Walker-Smith', 'Tui', 'Nkosi', 'Dlamini', 'Mokoena',
];

/** Reserved example domains only (RFC 2606): demo mail never reaches a real person. */
export const EMAIL_DOMAINS = ['example.com', 'example.org'] as const;

export const CLIENT_TIME_ZONES: readonly (readonly [string, number])[] = [
  ['Europe/London', 55],
  ['Europe/Dublin', 5],
  ['Europe/Paris', 5],
  ['Europe/Berlin', 5],
  ['Europe/Amsterdam', 3],
  ['Europe/Madrid', 3],
  ['America/New_York', 6],
  ['America/Toronto', 3],
  ['Africa/Lagos', 5],
  ['Asia/Dubai', 3],
  ['Asia/Kolkata', 3],
  ['Asia/Singapore', 2],
  ['Australia/Sydney', 2],
];

export const BOOKING_MESSAGES = [
  "I've just been promoted to team lead and would love some help finding my feet.",
  'Looking forward to it!',
  'I have a difficult conversation coming up with a peer and want to prepare.',
  'Could we focus on delegation this time?',
  "I'm weighing up a job offer and would value a sounding board.",
  'My manager recommended you. Keen to work on my presence in senior meetings.',
  'Following up on last session, I have tried the 1:1 template and have questions.',
  'I lead a remote team across three time zones, which is the main challenge.',
];

export const CANCELLATION_MESSAGES = [
  'Something urgent came up at work, sorry. I will rebook next week.',
  'I am unwell today, apologies.',
  'Travel plans changed, I will be in the air at that time.',
  "Sorry, I need to move this: I'm unexpectedly running a workshop that afternoon.",
];

export const RESCHEDULING_MESSAGES = [
  'Could we move this a few days later? Thank you!',
  'Clash with a board meeting, moving to the next free slot.',
  'Moving this so we have the results of the review to talk about.',
];
