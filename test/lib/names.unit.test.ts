import { isPlainName } from '../../lib/names';

// The one name rule (lib/names.ts): what a name may not hold, and what it keeps.
describe('isPlainName', () => {
  it.each([
    ['CR LF', 'Eve\r\nBcc: x@y.example'],
    ['LF', 'Eve\nBcc: x@y.example'],
    ['TAB', 'Tab\there'],
    ['NUL', 'Nul\u0000'],
    ['DEL', 'Del\u007f'],
    ['NEL (C1)', 'Next\u0085line'],
    ['line separator', 'Line\u2028separator'],
    ['paragraph separator', 'Para\u2029graph'],
    ['right-to-left override', 'Reversed\u202eelpmaxe.live'],
    ['first-strong isolate', 'Isolate\u2068d'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a lone <', 'Less < more'],
    ['a lone >', 'More > less'],
  ])('refuses %s', (_what, name) => expect(isPlainName(name)).toBe(false));

  it.each([
    `Zoë "Zo" O'Brien-Łukasz`,
    'José Núñez & Co.',
    '李小龙',
    'محمد بن سلمان',
    'Ada Lovelace (née Byron)',
    'Claim your prize at evil.example',
  ])('keeps %s', (name) => expect(isPlainName(name)).toBe(true));
});
