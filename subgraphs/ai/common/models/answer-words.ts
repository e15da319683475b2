/**
 * An answer reduced to what comparing texts needs: lower-case words without accents or
 * punctuation. Zar compares answers with it (orchestration/aggregation.ts); the local provider
 * compares its answer with the prompt (local/local-model.ts).
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
