import { InputCheck } from '../../../lib/validation';
import { MAX_TOKENS } from '../orchestration/orchestration-input';
import {
  checkTeamId,
  parseBudget,
  type Orchestration,
  type OrchestrationMode,
} from '../orchestration/orchestration-input';
import { fileReference } from '../../../lib/storage/file-references';
import { targetProblem } from '../../../lib/http/targets/target-policy';
import { platformKey } from './audio-source';

export interface VoiceOrchestrateInput {
  audioUrl: string;
  format?: string | null;
  languageHint?: string | null;
  mode?: OrchestrationMode | null;
  ttsResponse?: boolean | null;
  teamId?: string | null;
}

const AUDIO_FORMATS = ['wav', 'mp3', 'ogg', 'webm', 'm4a'] as const;
type AudioFormat = (typeof AUDIO_FORMATS)[number];

// A BCP 47 tag as clients send them: a language, then optional script, region or variants.
const BCP47 = /^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-(?:[A-Za-z]{2}|\d{3}))?(-[A-Za-z\d]{5,8})*$/;

export interface VoiceRequest {
  audioUrl: string;
  format: AudioFormat;
  languageHint: string | null;
  speak: boolean;
  orchestration: Orchestration;
}

function formatOfUrl(url: string): AudioFormat | undefined {
  const extension = url
    .split(/[?#]/)[0]
    .match(/\.([a-z0-9]+)$/i)?.[1]
    ?.toLowerCase();
  return AUDIO_FORMATS.find((f) => f === extension);
}

/** Every field checked at once (docs/api/ai.md, "Bodies"); the prompt comes from the transcript. */
export function checkVoice(
  check: InputCheck,
  input: VoiceOrchestrateInput,
  budgetHeader: string | undefined,
  tenantId: string,
): VoiceRequest {
  check.text('audioUrl', input.audioUrl, { required: true, max: 2_000 });
  // A signed platform link is kept as its bare path: the file is read by its key (audio-source.ts).
  const url = fileReference(input.audioUrl ?? '');
  if (url && !url.startsWith('/files/') && !/^https:\/\/[^\s/]+\/\S*$/.test(url))
    check.problem('audioUrl', 'must be an https URL or a file of this platform (/files/<key>)');
  // A URL that is not the tenant's platform file is fetched: the address policy
  // (lib/http/targets/) judges it now, before anything is held, and again when it is fetched.
  else if (url && !url.startsWith('/files/') && !platformKey(url, tenantId)) {
    const refused = targetProblem(url);
    if (refused) check.problem('audioUrl', refused);
  }
  check.oneOf('format', input.format, AUDIO_FORMATS);
  const format = (input.format as AudioFormat | null | undefined) ?? formatOfUrl(url);
  if (!format && !input.format)
    check.problem(
      'format',
      `is required when the URL does not end in ${AUDIO_FORMATS.map((f) => `.${f}`).join(', ')}`,
    );
  if (input.languageHint != null && !BCP47.test(input.languageHint))
    check.problem('languageHint', 'must be a BCP 47 language tag, for example en or pt-BR');
  const budgetMicroUsd = parseBudget(check, budgetHeader);
  const teamId = checkTeamId(check, input.teamId);
  return {
    audioUrl: url,
    format: format ?? 'wav',
    languageHint: input.languageHint ?? null,
    speak: input.ttsResponse ?? false,
    orchestration: {
      prompt: '',
      mode: input.mode ?? 'single',
      maxTokens: Math.min(1_024, MAX_TOKENS),
      context: null,
      model: null,
      temperature: null,
      budgetMicroUsd,
      teamId,
    },
  };
}
