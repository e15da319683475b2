import { UNIT_WORDS as UNITS } from '../../../../../lib/text/number-words';
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

function valueOf(word: string): number | null {
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return unit;
  const ten = TENS.indexOf(word);
  return ten >= 2 ? ten * 10 : null;
}

const WORD = [...UNITS, ...TENS.filter(Boolean), ...Object.keys(SCALES)].join('|');
const RUN = new RegExp(`\\b(?:${WORD})(?:[\\s-]+(?:and[\\s-]+)?(?:${WORD}))*\\b`, 'g');

/** English number words written as digits: "seventeen" 17, "two hundred and five" 205. */
export function numbersInWords(text: string): string {
  return text.replace(RUN, (run) => {
    let total = 0;
    let current = 0;
    for (const word of run.split(/[\s-]+/).filter((w) => w !== 'and')) {
      const scale = SCALES[word];
      if (scale === 100) current = (current || 1) * 100;
      else if (scale) {
        total += (current || 1) * scale;
        current = 0;
      } else current += valueOf(word) ?? 0;
    }
    return String(total + current);
  });
}
