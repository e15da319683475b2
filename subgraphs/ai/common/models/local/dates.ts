const DAY_MS = 86_400_000;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
// 2026-12-25; December 25, 2026; 25 December 2026; today, tomorrow, yesterday.
const DATE = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`,
    String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`,
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\s+(\d{4})\b`,
    String.raw`\b(today|tomorrow|yesterday|now)\b`,
  ].join('|'),
  'gi',
);

const utcDay = (year: number, month: number, day: number): Date | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
};
const monthNumber = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;

/**
 * The dates a question names, in order, each a UTC midnight ("today" is the clock's day); null
 * when one of them is no day of the calendar (2026-02-30).
 */
function datesIn(text: string, today: Date): Date[] | null {
  const dates: Date[] = [];
  for (const m of text.matchAll(DATE)) {
    const [, y, mo, d, m2, d2, y2, d3, m3, y3, word] = m;
    const relative = { today: 0, now: 0, tomorrow: 1, yesterday: -1 }[word?.toLowerCase() ?? ''];
    const date =
      relative !== undefined
        ? new Date(today.getTime() + relative * DAY_MS)
        : y
          ? utcDay(+y, +mo, +d)
          : m2
            ? utcDay(+y2, monthNumber(m2.toLowerCase()), +d2)
            : utcDay(+y3, monthNumber(m3.toLowerCase()), +d3);
    if (!date) return null;
    dates.push(date);
  }
  return dates;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const named = (date: Date) => `${iso(date)} (a ${WEEKDAYS[date.getUTCDay()]})`;

function shifted(date: Date, amount: number, unit: string): Date {
  if (unit.startsWith('day') || unit.startsWith('week'))
    return new Date(date.getTime() + (unit.startsWith('week') ? 7 : 1) * amount * DAY_MS);
  // A month or year later keeps the day, or takes the month's last (2026-01-31 + 1 month: 02-28).
  const months = unit.startsWith('month') ? amount : 12 * amount;
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return first;
}

const OFFSET =
  /\b(\d+)\s+(days?|weeks?|months?|years?)\s+(after|from|before|since|later than|earlier than)\b/i;
const IN_TIME =
  /\b(?:in|after)\s+(\d+)\s+(days?|weeks?|months?|years?)(?:\s+(?:from now|time))?\s*[?.!]*$/i;
const COUNT = /\bhow many\s+(days|weeks)\b/i;

/**
 * Answers what the calendar answers: the weekday of a date, days between two dates (or from
 * today), a date some days, weeks, months or years after or before another, today's date.
 * `today` is the service clock's (lib/clock.ts), so tests fix it. Null when the question is
 * about none of these.
 */
export function answerDate(question: string, now: Date): string | null {
  const text = question.trim();
  const today = utcDay(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate())!;
  const dates = datesIn(text, today);
  if (!dates) return null;
  const offset = text.match(OFFSET);
  if (offset && dates.length >= 1) {
    const back = /before|since|earlier/i.test(offset[3]);
    const result = shifted(dates[0], (back ? -1 : 1) * Number(offset[1]), offset[2].toLowerCase());
    return `${offset[1]} ${offset[2]} ${back ? 'before' : 'after'} ${iso(dates[0])} is ${named(result)}.`;
  }
  const inTime = text.match(IN_TIME);
  if (inTime && /\b(?:date|day)\b/i.test(text)) {
    const result = shifted(today, Number(inTime[1]), inTime[2].toLowerCase());
    return `${inTime[1]} ${inTime[2]} after today (${iso(today)}) is ${named(result)}.`;
  }
  const count = text.match(COUNT);
  if (count && dates.length >= 1) {
    const [from, to] = dates.length >= 2 ? dates : [today, dates[0]];
    const days = Math.round(Math.abs(to.getTime() - from.getTime()) / DAY_MS);
    const amount =
      count[1].toLowerCase() === 'weeks' ? `${+(days / 7).toFixed(2)} weeks` : `${days} days`;
    return `There are ${amount} between ${iso(from)} and ${iso(to)}.`;
  }
  if (/\b(?:day of the week|weekday|what day)\b/i.test(text) && dates.length >= 1)
    return `${iso(dates[0])} is a ${WEEKDAYS[dates[0].getUTCDay()]}.`;
  const asksToday =
    (/\b(?:date|day)\b/i.test(text) && /\b(?:today|now|current)\b/i.test(text)) ||
    /^(?:what(?:'s| is) the date|^what day is it)\s*[?.!]*$/i.test(text);
  if (asksToday) return `Today is ${named(today)}.`;
  return null;
}
