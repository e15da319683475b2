import { restrictedMath } from './arithmetic';

// Spellings people write that mathjs does not know, or knows as something else ("C" is a coulomb).
const ALIASES: Record<string, string> = {
  f: 'degF',
  fahrenheit: 'degF',
  c: 'degC',
  celsius: 'degC',
  centigrade: 'degC',
  kelvin: 'K',
  k: 'K',
  pound: 'lb',
  pounds: 'lb',
  kilometre: 'km',
  kilometres: 'km',
  metre: 'm',
  metres: 'm',
  centimetre: 'cm',
  centimetres: 'cm',
  millimetre: 'mm',
  millimetres: 'mm',
  litres: 'liters',
  millilitres: 'ml',
  mph: 'mi/h',
  kph: 'km/h',
  kmh: 'km/h',
  kmph: 'km/h',
  tonnes: 'tonne',
};

/** A unit as mathjs names it, or null when mathjs knows none by that name. */
function unitNamed(written: string): string | null {
  const bare = written.replace(/^(?:degrees?\s+|°\s*)/i, '');
  const name = ALIASES[bare.toLowerCase()] ?? bare;
  try {
    restrictedMath().math.unit(1, name);
    return name;
  } catch {
    return null;
  }
}

const UNIT = String.raw`((?:degrees?\s+|°\s*)?[a-zA-Zµ][\w/^]*)`;
const NUMBER = String.raw`(-?\d[\d,]*(?:\.\d+)?)`;
// "Convert 5 miles to km", "100 F in C", "what is 3 kg in pounds"
const FORWARD = new RegExp(
  String.raw`(?:^|\s)${NUMBER}\s*${UNIT}\s+(?:to|in|into|as)\s+${UNIT}\s*[?.!]*$`,
  'i',
);
// "How many feet are in 3 meters?"
const ASKED = new RegExp(
  String.raw`^how many\s+${UNIT}\s+(?:are\s+|is\s+)?(?:there\s+)?in\s+(?:a\s+|an\s+)?${NUMBER}?\s*${UNIT}\s*[?.!]*$`,
  'i',
);

/** "5 miles = 8.04672 km", or null when the question is no conversion of known units. */
export function convertUnits(question: string): string | null {
  const text = question.trim();
  const forward = text.match(FORWARD);
  const asked = forward ? null : text.match(ASKED);
  if (!forward && !asked) return null;
  const [amount, fromWritten, toWritten] = forward
    ? [forward[1], forward[2], forward[3]]
    : [asked![2] ?? '1', asked![3], asked![1]];
  const from = unitNamed(fromWritten);
  const to = unitNamed(toWritten);
  const value = Number(amount.replace(/,/g, ''));
  if (!from || !to || !Number.isFinite(value)) return null;
  const { math } = restrictedMath();
  try {
    const converted = math.unit(value, from).to(to);
    return `${value} ${from} = ${math.format(converted, { precision: 6 })}`;
  } catch {
    // Units of different kinds (miles to kilograms) do not convert.
    return null;
  }
}
