/**
 * A session's time as words, in a given time zone and the interface's
 * language (issue #42: the reader's zone with the mentor's beside it, in the
 * emails too). English through Intl; Tigrinya by hand, like web/src/ui/dates.ts,
 * because runtimes' Tigrinya date data is thin: the Gregorian months by their
 * Tigrinya names, 24-hour clock.
 */
import { dateTimeFormat } from './intl.ts';
import { wallClock } from './mentor-slots.ts';
import { TI_MONTHS, TI_WEEKDAYS } from './ti-calendar.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** 'Mon, Nov 30' / 'ሰኑይ፣ 30 ሕዳር' in `zone`. */
export function sessionDay(date: Date | string, zone: string, language: string): string {
  const d = new Date(date);
  if (language === 'ti') {
    const wall = wallClock(d, zone);
    return `${TI_WEEKDAYS[wall.weekday]}፣ ${wall.day} ${TI_MONTHS[wall.month - 1]}`;
  }
  return dateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(d);
}

/** '9:00 AM' / '09:00' in `zone`. */
export function sessionClock(date: Date | string, zone: string, language: string): string {
  const d = new Date(date);
  if (language === 'ti') {
    const wall = wallClock(d, zone);
    return `${two(wall.hour)}:${two(wall.minute)}`;
  }
  return dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(d);
}

/** 'Mon, Nov 30, 2026, 9:00 AM' / 'ሰኑይ፣ 30 ሕዳር 2026፣ 09:00' in `zone`. */
export function sessionDateTime(date: Date | string, zone: string, language: string): string {
  const d = new Date(date);
  if (language === 'ti') {
    const wall = wallClock(d, zone);
    return `${sessionDay(d, zone, language)} ${wall.year}፣ ${sessionClock(d, zone, language)}`;
  }
  return dateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/**
 * Runtimes' ICU data still names some zones by their old spellings (Chromium
 * reports Asmara as 'Africa/Asmera'): the names people use today, the same
 * zone either way.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
};

export function currentZoneName(zone: string): string {
  return CURRENT_NAMES[zone] ?? zone;
}

/** Tigrinya names of the zones' cities the community lives in most (others stay as IANA writes them). */
const TI_CITIES: Record<string, string> = {
  Asmara: 'ኣስመራ',
  'Addis Ababa': 'ኣዲስ ኣበባ',
  Nairobi: 'ናይሮቢ',
  Khartoum: 'ካርቱም',
  Kampala: 'ካምፓላ',
  Cairo: 'ካይሮ',
  Dubai: 'ዱባይ',
  Riyadh: 'ሪያድ',
  Jerusalem: 'የሩሳሌም',
  London: 'ለንደን',
  Berlin: 'በርሊን',
  Rome: 'ሮማ',
  Amsterdam: 'ኣምስተርዳም',
  Stockholm: 'ስቶክሆልም',
  Oslo: 'ኦስሎ',
  Paris: 'ፓሪስ',
  'New York': 'ኒው ዮርክ',
  Chicago: 'ቺካጎ',
  Denver: 'ዴንቨር',
  'Los Angeles': 'ሎስ ኣንጀለስ',
  Toronto: 'ቶሮንቶ',
  Edmonton: 'ኤድመንተን',
  Vancouver: 'ቫንኩቨር',
  Melbourne: 'መልበርን',
  Sydney: 'ሲድኒ',
};

/** The zone's short name for a reader ('Asmara', 'New York'; 'ኣስመራ'), from its IANA id. */
export function zoneName(zone: string, language = 'en'): string {
  const city = (currentZoneName(zone).split('/').pop() ?? zone).replace(/_/g, ' ');
  if (language === 'ti') return TI_CITIES[city] ?? city;
  return city;
}
