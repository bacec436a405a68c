/**
 * Demo chat: a day of conversation in a few boards of the demo cities, by
 * the demo members (features/demo/data.ts). Fixed ids and times relative to
 * the seed's `now`; inserted oldest first, so the board order (seq) follows
 * the clock. A second run adds nothing.
 */
import { type ChatBoard, chatCityKey } from '../../../shared/chat.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeed } from '../demo/feature-seed.ts';
import { stableUuid } from '../demo/random.ts';

/** [who (index into DEMO_USERS), minutes after the previous line, words]. */
type Line = [who: number, minutes: number, text: string];

type Conversation = { city: string; board: ChatBoard; startsHoursAgo: number; lines: Line[] };

const SELAM = 0;
const DAWIT = 1;
const HANNA = 2;
const YONAS = 3;
const MERON = 4;
const SAMUEL = 5;
const HELEN = 6;
const FILMON = 7;
const RAHEL = 8;
const BINIAM = 9;
const ABEL = 11;

const CONVERSATIONS: Conversation[] = [
  {
    city: 'Oakland',
    board: 'general',
    startsHoursAgo: 26,
    lines: [
      [
        SELAM,
        0,
        'Selam everyone! Anyone going to the Eritrean festival at Lake Merritt on Saturday?',
      ],
      [HANNA, 6, 'Yes! We are bringing the kids. Is it from noon?'],
      [SELAM, 3, 'From 11. There will be injera and coffee ceremony by the church ladies'],
      [BINIAM, 40, 'I will be there too, driving down from San Jose. Parking tips?'],
      [HANNA, 5, 'Take BART to 12th Street, parking near the lake is impossible on weekends.'],
      [
        SELAM,
        600,
        'Good morning Oakland who knows a good Habesha restaurant for a birthday dinner?',
      ],
      [HANNA, 12, 'Red Sea on Telegraph. Ask for the big table in the back.'],
      [DAWIT, 20, 'Second that. Their tibsi is the best in the Bay.'],
      [SELAM, 4, 'Thank you both! Booked for Friday.'],
    ],
  },
  {
    city: 'Oakland',
    board: 'housing',
    startsHoursAgo: 20,
    lines: [
      [HANNA, 0, 'Looking for a room near Fruitvale BART from next month, budget around $1200.'],
      [
        SELAM,
        25,
        'My cousin has a room in a shared house on 35th Ave. I will send you her number.',
      ],
      [HANNA, 7, 'Thank you Selam, that would be perfect!'],
      [
        BINIAM,
        180,
        'Watch out for listings that ask for a deposit before a viewing. Always see the place first.',
      ],
    ],
  },
  {
    city: 'Washington',
    board: 'jobs',
    startsHoursAgo: 23,
    lines: [
      [
        DAWIT,
        0,
        'Our clinic in Silver Spring is hiring a medical receptionist who speaks Tigrinya or Amharic.',
      ],
      [ABEL, 15, 'Full time? Do they sponsor certification?'],
      [DAWIT, 8, 'Full time, and yes they pay for the CMAA course after three months.'],
      [ABEL, 3, 'Sharing with my sister, she just finished college. Thanks Dawit!'],
      [DAWIT, 300, 'Also: a moving company in Alexandria needs weekend helpers, cash paid daily.'],
    ],
  },
  {
    city: 'Addis Ababa',
    board: 'general',
    startsHoursAgo: 22,
    lines: [
      [HELEN, 0, 'ሰላም ኩልኹም! ሎሚ ምሸት ኣብ ቦሌ ቡን ዝሰትየሉ ጽቡቕ ቦታ ትፈልጡዶ?'],
      [FILMON, 10, 'ቶሞካ ኣብ ቦሌ ሩዋንዳ ፈትንዮ፣ ኣዝዩ ጽቡቕ እዩ።'],
      [HELEN, 5, 'የቐንየለይ ፊልሞን!'],
      [FILMON, 240, 'Power is out around Kazanchis again, anyone know when it comes back?'],
      [HELEN, 20, 'They said 6 pm on the news. Charge your phones at the café meanwhile.'],
    ],
  },
  {
    city: 'Asmara',
    board: 'events',
    startsHoursAgo: 18,
    lines: [
      [FILMON, 0, 'ቀዳም ምሸት ኣብ ሲነማ ሮማ ሙዚቃዊ ምሸት ኣሎ። መን ክመጽእ እዩ?'],
      [HELEN, 30, 'ኣነ ክመጽእ እየ! ትኬት ኣበይ ይርከብ?'],
      [FILMON, 12, 'ኣብ ማዕጾ ሲነማ፣ ካብ ሰዓት 5 ጀሚሩ።'],
    ],
  },
  {
    city: 'Toronto',
    board: 'services',
    startsHoursAgo: 16,
    lines: [
      [
        YONAS,
        0,
        'Can anyone recommend an accountant who knows both Canadian and Eritrean tax questions?',
      ],
      [
        RAHEL,
        45,
        'Ask at the community centre on Danforth, they keep a list of volunteers in tax season.',
      ],
      [YONAS, 10, 'Great idea, thank you Rahel.'],
      [
        ABEL,
        120,
        'I do airport pickups from Pearson on weekends if anyone needs a ride, fair price.',
      ],
    ],
  },
  {
    city: 'London',
    board: 'events',
    startsHoursAgo: 12,
    lines: [
      [
        MERON,
        0,
        'Habesha book club meets Sunday 3 pm at the library in Camden. This month: "Beneath the Lion’s Gaze".',
      ],
      [SAMUEL, 35, 'Count me in, I finished it last week. Heavy but beautiful.'],
      [MERON, 6, 'Wonderful! Bring a friend, there is coffee and himbasha.'],
    ],
  },
  {
    city: 'Frankfurt',
    board: 'general',
    startsHoursAgo: 6,
    lines: [
      [
        SAMUEL,
        0,
        'Guten Morgen Frankfurt! Is the Ethiopian shop near the Hauptbahnhof still open on Sundays?',
      ],
      [MERON, 50, 'Only until 2 pm on Sundays I think.'],
      [SAMUEL, 2, 'Danke, I will go early then'],
    ],
  },
];

export const seedChatDemo: FeatureSeed = async ({ db, now }) => {
  const rows = CONVERSATIONS.flatMap((conversation) => {
    let at = now.getTime() - conversation.startsHoursAgo * 3_600_000;
    return conversation.lines.map(([who, minutes, text], index) => {
      at += minutes * 60_000;
      const author = DEMO_USERS[who];
      if (!author) throw new Error(`No demo user ${who}`);
      return {
        id: stableUuid(`habesha-demo-chat/${conversation.city}/${conversation.board}/${index}`),
        content: text,
        userId: author.id,
        city: conversation.city,
        cityKey: chatCityKey(conversation.city),
        board: conversation.board,
        createdAt: new Date(Math.min(at, now.getTime() - 60_000)),
      };
    });
  });
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const added = await db
    .insert(chatMessages)
    .values(rows)
    .onConflictDoNothing({ target: chatMessages.id })
    .returning({ id: chatMessages.id });
  return { chatMessages: added.length };
};
