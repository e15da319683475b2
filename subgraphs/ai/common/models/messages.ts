import type { ChatMessage } from '../../../../lib/ai/openai-client';

export interface ChatRequest {
  prompt: string;
  context?: string | null;
  maxTokens: number;
  temperature?: number | null;
  /** The time of the request (the service clock): what the local provider takes "today" to be. */
  now?: Date;
  /** Streams the answer as it is produced. */
  onDelta?: (text: string) => void;
}

/** The messages an OpenAI-compatible model gets: the context as a system message, then the prompt. */
export function messagesOf(request: Pick<ChatRequest, 'prompt' | 'context'>): ChatMessage[] {
  const system = 'Answer the user. When a context is given, answer from it.';
  return [
    {
      role: 'system',
      content: request.context ? `${system}\n\nContext:\n${request.context}` : system,
    },
    { role: 'user', content: request.prompt },
  ];
}
