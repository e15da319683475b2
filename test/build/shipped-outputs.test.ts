import { platformFixture } from '../fixture';
import {
  animateWithOwnSpeech,
  answerArithmetic,
  answerFromContext,
  completeMediaJob,
  exportLedgerAsPdf,
  MEDIA_JOBS,
  trainAndPredict,
} from './shipped-flows';

// Every output made from files read at run time (./shipped-flows.ts), on the sources in `npm test`
// and on the compiled build with production dependencies in `npm run test:compiled`
// (jest.compiled.config.js), where the platform's own media worker takes the jobs, as in the image.
jest.setTimeout(180_000);

const { p, t } = platformFixture({ worker: true });

describe("media outputs made by the platform's worker", () => {
  it.each(MEDIA_JOBS)('completes %s whose files are what they say', (...job) =>
    completeMediaJob(p, t, job),
  );
  it("animates an avatar with the platform's own MP3 speech, carried as its audio track", () =>
    animateWithOwnSpeech(p, t));
});

describe('reports, training and answers', () => {
  it('exports the credit ledger as a PDF', () => exportLedgerAsPdf(p, t));
  it('trains a model in a worker thread and answers predictions from it', () =>
    trainAndPredict(p, t));
  it('answers a prompt from its context with the local models, in ensemble mode', () =>
    answerFromContext(p, t));
  it('computes arithmetic with the local models and refuses what they cannot answer', () =>
    answerArithmetic(p, t));
});
