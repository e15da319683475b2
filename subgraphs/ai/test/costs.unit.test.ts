import { orchestrationCredits, SPEECH_CREDITS, usd } from '../orchestration/costs';

// What an orchestration costs (docs/api/ai.md, "Limits"): zar is flat, single by its answer's size.
describe('orchestration credits', () => {
  it('charges single mode by maxTokens bands, zar a flat 60', () => {
    expect(
      [1, 512, 513, 2048, 2049, 8192].map((max) => orchestrationCredits('single', max)),
    ).toEqual([5, 5, 10, 10, 25, 25]);
    expect(orchestrationCredits('zar', 1)).toBe(60);
    expect(orchestrationCredits('zar', 8192)).toBe(60);
  });

  it('adds speech to a voice answer and shows micro-dollars as dollars', () => {
    expect(orchestrationCredits('single', 400) + SPEECH_CREDITS).toBe(25);
    expect(usd(1_234_567)).toBe(1.234567);
  });
});
