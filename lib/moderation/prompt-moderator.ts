import { InvalidPromptError, ServiceUnavailableError, type FieldProblem } from '../errors';
import { involvesMinorsSexually } from './minors-rule';
import {
  moderate,
  ModerationUnavailable,
  moderationSettingsFromEnv,
  type ModerationSettings,
} from './moderation-service';
import { blockedTerm } from './word-list';

/** A prompt-like field of a request: its name (as in validation details) and its text. */
export interface PromptText {
  field: string;
  text: string;
}

/** The platform's own rules on one text: the problem, else null. */
function ruleProblem(text: string): string | null {
  if (involvesMinorsSexually(text))
    return 'violates the content policy (sexual content involving minors is never allowed)';
  const term = blockedTerm(text);
  return term ? `violates the content policy (blocked term "${term}")` : null;
}

/**
 * The moderation step of every prompt (media's creations, ai's orchestrations), before any credit
 * is held (docs/media.md, "Content policy"): the platform's rules (minors-rule.ts, word-list.ts),
 * then, when configured, the moderation service on what they let through. Refused prompts are
 * 400 ERR_INVALID_PROMPT naming each field. The service failing or slow is 503 and nothing is
 * held: the operator who configured it asked for every prompt to be screened, and a prompt let
 * through unscreened whenever the service can be made slow would make the screening optional.
 */
export class PromptModerator {
  constructor(private readonly service: ModerationSettings | null) {}

  async check(prompts: PromptText[]): Promise<void> {
    const texts = prompts.filter((p) => p.text.trim() !== '');
    const problems: FieldProblem[] = texts.flatMap(({ field, text }) => {
      const problem = ruleProblem(text);
      return problem ? [{ field, problem }] : [];
    });
    if (problems.length === 0 && this.service && texts.length > 0)
      problems.push(...(await this.serviceProblems(this.service, texts)));
    if (problems.length > 0) throw new InvalidPromptError(problems);
  }

  private async serviceProblems(
    service: ModerationSettings,
    texts: PromptText[],
  ): Promise<FieldProblem[]> {
    let verdicts;
    try {
      verdicts = await moderate(
        service,
        texts.map((t) => t.text),
      );
    } catch (error) {
      if (!(error instanceof ModerationUnavailable)) throw error;
      throw new ServiceUnavailableError(
        `The moderation service (MODERATION_URL) gave no verdict: ${error.message}; nothing was reserved, try again`,
      );
    }
    return texts.flatMap(({ field }, i) => {
      const categories = verdicts[i];
      if (!categories) return [];
      const named = categories.length ? `: ${categories.join(', ')}` : '';
      return [{ field, problem: `violates the content policy (flagged by moderation${named})` }];
    });
  }
}

/** The moderator of a service, configured from the environment (moderation-service.ts). */
export function promptModeratorFromEnv(): PromptModerator {
  return new PromptModerator(moderationSettingsFromEnv());
}
