import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { JobRow, StoredOutput } from '../jobs/job-store';
import type { TemplateRow } from '../templates/template-store';
import type { MediaContext } from '../common/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time in UTC. */
  DateTime: { input: string; output: Date | string; }
  /** Any JSON value (a job's params: the operation's fields with defaults applied). */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type AddSubtitlesInput = {
  /** A language code such as en or pt-BR; detected from the audio when absent. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** bottom (default), top or center. */
  position?: InputMaybe<Scalars['String']['input']>;
  style?: InputMaybe<SubtitleStyleInput>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required: an http(s) URL or a /files/ path. */
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type AnimateAvatarInput = {
  /** Required: the speech to lip-sync, an http(s) URL or a /files/ path. */
  audioUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required: the id of a completed avatar-generation job of the tenant. */
  avatarModelId?: InputMaybe<Scalars['ID']['input']>;
  /** transparent (default), solid-color or image. */
  backgroundType?: InputMaybe<Scalars['String']['input']>;
  /** 5 to 60 seconds, capped by the plan like video; absent: the audio's length. */
  duration?: InputMaybe<Scalars['Int']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type CreateShortClipsInput = {
  /** 1 to 5; default 1. */
  numberOfClips?: InputMaybe<Scalars['Int']['input']>;
  /** tiktok, youtube-shorts or instagram-reels; absent: no platform-specific framing. */
  platform?: InputMaybe<Scalars['String']['input']>;
  /** Required: 15 to 60 seconds per clip. */
  targetDuration?: InputMaybe<Scalars['Int']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required: an http(s) URL or a /files/ path. */
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreateSocialVariantsInput = {
  /** Default false. */
  includeText?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required: 1 to 4 distinct of instagram, facebook, x, linkedin. */
  platforms?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Required: the image or video, an http(s) URL or a /files/ path. */
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

export type GenerateAvatarInput = {
  /** standard (default, 150 credits), high (300) or ultra (600). */
  quality?: InputMaybe<Scalars['String']['input']>;
  /** Required: a photo URL for photo; a text description (at most 1,000 characters, content policy) for description. */
  sourceData?: InputMaybe<Scalars['String']['input']>;
  /** Required: photo or description. */
  sourceType?: InputMaybe<Scalars['String']['input']>;
  /** realistic (default), cartoon, anime or 3d. */
  style?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

export type GenerateImageInput = {
  /** 256 to 2048 pixels; default 1024. */
  height?: InputMaybe<Scalars['Int']['input']>;
  /** png (default), jpg or webp. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 1,000 characters; checked against the content policy. */
  prompt?: InputMaybe<Scalars['String']['input']>;
  /** dall-e, stable-diffusion, midjourney or imagen; chosen automatically when absent. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** standard (default, 10 credits per variant), high (25) or ultra (50). */
  quality?: InputMaybe<Scalars['String']['input']>;
  /** realistic, artistic, anime, 3d-render, cinematic, watercolor, pixel-art or sketch. */
  stylePreset?: InputMaybe<Scalars['String']['input']>;
  /** Charge this team's wallet instead of the caller's (the caller must be a member). */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 4; default 1. */
  variants?: InputMaybe<Scalars['Int']['input']>;
  /** 256 to 2048 pixels; default 1024. */
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type GenerateMusicInput = {
  /** Required: 15 to 300 seconds. */
  duration?: InputMaybe<Scalars['Int']['input']>;
  /** electronic, orchestral, ambient, rock, jazz, pop, hip-hop, classical, cinematic or lo-fi. */
  genre?: InputMaybe<Scalars['String']['input']>;
  /** energetic, calm, dramatic, uplifting, melancholic, happy, dark or romantic. */
  mood?: InputMaybe<Scalars['String']['input']>;
  /** wav (default) or mp3. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 1,000 characters; checked against the content policy. */
  prompt?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** slow, medium (default) or fast. */
  tempo?: InputMaybe<Scalars['String']['input']>;
};

export type GenerateVideoInput = {
  /** 16:9 (default), 9:16 or 1:1. */
  aspectRatio?: InputMaybe<Scalars['String']['input']>;
  /** 5 to 60 seconds, default 10; the plan caps it: free 10, pro 30, promax and enterprise 60 (403 ERR_TIER_REQUIRED above). */
  duration?: InputMaybe<Scalars['Int']['input']>;
  /** 24, 30 (default) or 60. */
  fps?: InputMaybe<Scalars['Int']['input']>;
  /** Required; at most 2,000 characters; checked against the content policy. */
  prompt?: InputMaybe<Scalars['String']['input']>;
  /** runway, pika, luma or sora; chosen automatically when absent. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** standard (default, 100 credits per started 10 s), high (200) or ultra (400). */
  quality?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * An asynchronous generation job. Creation reserves `creditsReserved`; completion charges them
 * (`creditsCharged`), failure releases them, cancel refunds them (`creditsRefunded`); a retry of a
 * failed job reserves them again as a new attempt.
 */
export type Job = {
  __typename?: 'Job';
  /** 1 at creation, +1 per retry. */
  attempt: Scalars['Int']['output'];
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creditsCharged: Scalars['Int']['output'];
  creditsRefunded: Scalars['Int']['output'];
  /** Reserved by the current attempt. */
  creditsReserved: Scalars['Int']['output'];
  error?: Maybe<JobError>;
  /** When the job should be done, estimated at creation or retry. */
  estimatedCompletionTime?: Maybe<Scalars['DateTime']['output']>;
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  outputs: Array<JobOutput>;
  owner: User;
  ownerId: Scalars['ID']['output'];
  /** The operation's fields with defaults applied. */
  params: Scalars['JSON']['output'];
  /** Percent, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** The provider asked for; null while the worker chooses. */
  provider?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: JobStatus;
  /** The team whose wallet pays; null for the owner's own wallet. */
  teamId?: Maybe<Scalars['ID']['output']>;
  /** A processing job older than this fails with ERR_JOB_TIMEOUT. */
  timeoutSeconds: Scalars['Int']['output'];
  /** The job type, for example image-generation (docs/media.md lists them). */
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type JobConnection = {
  __typename?: 'JobConnection';
  edges: Array<JobEdge>;
  nodes: Array<Job>;
  pageInfo: PageInfo;
};

export type JobEdge = {
  __typename?: 'JobEdge';
  cursor: Scalars['String']['output'];
  node: Job;
};

/** Why a job failed: ERR_PROVIDER_ERROR (every provider failed), ERR_JOB_TIMEOUT, or ERR_CREDITS_NOT_HELD (its credit hold ran out before it was confirmed; it never ran and nothing was charged). */
export type JobError = {
  __typename?: 'JobError';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** One file a job made. */
export type JobOutput = {
  __typename?: 'JobOutput';
  contentType?: Maybe<Scalars['String']['output']>;
  /** Seconds, for audio and video. */
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  /** How the file was made where it matters (the local provider names its method: a colour key, a cut at a key frame, a synthesiser); null otherwise. */
  method?: Maybe<Scalars['String']['output']>;
  /** The provider that made the file (e.g. local), as the job's provider. */
  provider?: Maybe<Scalars['String']['output']>;
  /** Downloads the file: a signed link that expires after FILE_URL_TTL_SECONDS (docs/api/README.md, Files); read the job again for a fresh one. */
  url: Scalars['String']['output'];
  /** Pixels, for images and videos. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** queued -> processing -> completed | failed; queued | processing -> cancelled; failed -> queued (retry). */
export type JobStatus =
  | 'cancelled'
  | 'completed'
  | 'failed'
  | 'processing'
  | 'queued';

export type MediaServiceHealth = {
  __typename?: 'MediaServiceHealth';
  status: Scalars['String']['output'];
};

export type MintAssetInput = {
  /** Required: the URL of an output of a completed job of the tenant. */
  assetUrl?: InputMaybe<Scalars['String']['input']>;
  /** ethereum or polygon (default). */
  blockchain?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  metadata?: InputMaybe<MintMetadataInput>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

export type MintAttributeInput = {
  /** Required; at most 100 characters. */
  traitType?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 500 characters. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type MintMetadataInput = {
  /** At most 50. */
  attributes?: InputMaybe<Array<InputMaybe<MintAttributeInput>>>;
  /** At most 2,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Queues subtitles for a video: subtitles, 20 credits. */
  addSubtitles: Job;
  /** Queues a lip-synced animation of an avatar: avatar-animation, 20 credits. */
  animateAvatar: Job;
  /** Cancels a queued or processing job (owner or admin) and refunds its reserved credits. */
  cancelJob: Job;
  /** Queues short-form clips of a video: short-clips, 20 credits. */
  createShortClips: Job;
  /** Queues variants of an image or video per social platform: social-variants, 20 credits. */
  createSocialVariants: Job;
  /** Queues a 3D-ready avatar model: avatar-generation, 150/300/600 credits. */
  generateAvatar: Job;
  /** Queues an image generation (202 on REST): image-generation, 10/25/50 credits per variant. */
  generateImage: Job;
  /** Queues a music generation: music-generation, 20 credits. */
  generateMusic: Job;
  /** Queues a video generation: video-generation, 100/200/400 credits per started 10 seconds. */
  generateVideo: Job;
  /** Queues the minting of a job's output on a chain (promax plan or above, else 403 ERR_TIER_REQUIRED): asset-minting, 20 credits. */
  mintAsset: Job;
  /** Queues a background removal: background-removal, 20 credits. */
  removeBackground: Job;
  /** Queues a render of a catalogue template: template-render, 20 credits; 404 for an unknown template. */
  renderTemplate: Job;
  /** Queues a failed job again (owner or admin) as a new attempt, reserving its credits anew. */
  retryJob: Job;
  /** Queues speech in a cloned voice: cloned-speech, 20 credits. */
  speakWithClonedVoice: Job;
  /** Queues speech synthesis: text-to-speech, 20 credits. */
  textToSpeech: Job;
  /** Queues the training of a cloned voice: voice-clone-training, 200/400/800 credits. */
  trainVoiceClone: Job;
  /** Queues an image transformation: image-transformation, 20 credits. */
  transformImage: Job;
  /** Queues an upscale: image-upscale, 20 credits. */
  upscaleImage: Job;
};


export type MutationAddSubtitlesArgs = {
  input: AddSubtitlesInput;
};


export type MutationAnimateAvatarArgs = {
  input: AnimateAvatarInput;
};


export type MutationCancelJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateShortClipsArgs = {
  input: CreateShortClipsInput;
};


export type MutationCreateSocialVariantsArgs = {
  input: CreateSocialVariantsInput;
};


export type MutationGenerateAvatarArgs = {
  input: GenerateAvatarInput;
};


export type MutationGenerateImageArgs = {
  input: GenerateImageInput;
};


export type MutationGenerateMusicArgs = {
  input: GenerateMusicInput;
};


export type MutationGenerateVideoArgs = {
  input: GenerateVideoInput;
};


export type MutationMintAssetArgs = {
  input: MintAssetInput;
};


export type MutationRemoveBackgroundArgs = {
  input: RemoveBackgroundInput;
};


export type MutationRenderTemplateArgs = {
  id: Scalars['ID']['input'];
  input: RenderTemplateInput;
};


export type MutationRetryJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSpeakWithClonedVoiceArgs = {
  input: SpeakWithClonedVoiceInput;
};


export type MutationTextToSpeechArgs = {
  input: TextToSpeechInput;
};


export type MutationTrainVoiceCloneArgs = {
  input: TrainVoiceCloneInput;
};


export type MutationTransformImageArgs = {
  input: TransformImageInput;
};


export type MutationUpscaleImageArgs = {
  input: UpscaleImageInput;
};

/** Shared by every subgraph's connections, hence shareable. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `cursor` to get the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A job of the caller's (admins: any of the tenant's); 404 otherwise. */
  job: Job;
  /** The caller's jobs, newest first; admins pass `all: true` for the whole tenant. `type` is a job type. */
  jobs: JobConnection;
  /** The media service answers (its features add their fields in schema/). */
  mediaHealth: MediaServiceHealth;
  /** One page of one of this service's report datasets (role system: the reports service). */
  mediaReportPage: ReportPage;
  /** One catalogue template (public). */
  template: Template;
  /** The template catalogue by name (public: no token needed); category event-posters, social-media or presentations. */
  templates: TemplateConnection;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobsArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<JobStatus>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMediaReportPageArgs = {
  input: ReportPageInput;
};


export type QueryTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTemplatesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveBackgroundInput = {
  /** Required: an http(s) URL or a /files/ path. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** png (default) or webp; the result is a transparent image. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

export type RenderTemplateInput = {
  /** Required. */
  data?: InputMaybe<TemplateValuesInput>;
  /** png (default), jpg or pdf. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of a dataset's rows for the reports service (role system; docs/reports.md, Datasets). */
export type ReportPage = {
  __typename?: 'ReportPage';
  /** Pass as `after` for the next page; null after the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  rowCount: Scalars['Int']['output'];
  /** JSON text of an array of rows, each an array of the asked columns' values in order. */
  rowsJson: Scalars['String']['output'];
  /** Every row of the export, when `withTotal` asked for it. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** Which page of which dataset, read as whom (docs/reports.md, Datasets). */
export type ReportPageInput = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  columns: Array<Scalars['String']['input']>;
  dataset: Scalars['String']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** 1 to 10,000. */
  limit: Scalars['Int']['input'];
  /** own, listings or tenant. */
  scope: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId: Scalars['ID']['input'];
  withTotal?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SpeakWithClonedVoiceInput = {
  /** wav (default) or mp3. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** 0.5 to 2.0; default 1.0. */
  speed?: InputMaybe<Scalars['Float']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required; at most 5,000 characters; checked against the content policy. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Required: the id of a completed voice-clone-training job of the tenant. */
  voiceModelId?: InputMaybe<Scalars['ID']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The job now, then on every change (status or progress) until it ends (completed, failed or
   * cancelled), after which the subscription completes. NOT_FOUND if the caller cannot see it.
   */
  jobProgress: Job;
  /** Every change of the caller's tenant's jobs that the caller can see, optionally of one status or job type. */
  jobUpdated: Job;
};


export type SubscriptionJobProgressArgs = {
  jobId: Scalars['ID']['input'];
};


export type SubscriptionJobUpdatedArgs = {
  status?: InputMaybe<JobStatus>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type SubtitleStyleInput = {
  /** #RRGGBB or #RRGGBBAA. */
  backgroundColor?: InputMaybe<Scalars['String']['input']>;
  /** #RRGGBB or #RRGGBBAA. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters. */
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  /** 8 to 200. */
  fontSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A catalogue template; the catalogue needs no authentication. */
export type Template = {
  __typename?: 'Template';
  /** event-posters, social-media or presentations. */
  category: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isFeatured: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  previewImageUrl: Scalars['String']['output'];
  /** Catalogue price in USD, informational: a render costs 20 credits. */
  price: Scalars['Float']['output'];
};

export type TemplateConnection = {
  __typename?: 'TemplateConnection';
  edges: Array<TemplateEdge>;
  nodes: Array<Template>;
  pageInfo: PageInfo;
};

export type TemplateEdge = {
  __typename?: 'TemplateEdge';
  cursor: Scalars['String']['output'];
  node: Template;
};

/** The values a template shows; at least one is required. */
export type TemplateValuesInput = {
  /** At most 10 colours: #RRGGBB, #RRGGBBAA or a colour name such as navy or amber. */
  colors?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** An ISO 8601 date or date-time, for example 2026-12-31. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 image URLs (http(s) or /files/ paths). */
  images?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** At most 200 characters; checked against the content policy. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type TextToSpeechInput = {
  /** neutral (default), happy, sad, angry or excited. */
  emotion?: InputMaybe<Scalars['String']['input']>;
  /** A language code such as en or en-US. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** wav (default) or mp3. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** 0.5 to 2.0; default 1.0. */
  speed?: InputMaybe<Scalars['Float']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required; at most 5,000 characters; checked against the content policy. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** A voice id, at most 100 characters; default auto. */
  voiceId?: InputMaybe<Scalars['String']['input']>;
};

export type TrainVoiceCloneInput = {
  /** Required: 1 to 10 distinct audio URLs, about 1 to 10 minutes of clean speech in all. */
  audioSamples?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Required: a language code such as en or en-US. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** standard (default, 200 credits), high (400) or ultra (800). */
  quality?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

export type TransformImageInput = {
  /** Required: an http(s) URL, a /files/ path or a base64 data URI (png, jpeg, webp, gif). */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** png (default), jpg or webp. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** 0.0 to 1.0; default 0.7. */
  strength?: InputMaybe<Scalars['Float']['input']>;
  /** URL of the style to copy: required for style-transfer, refused with the others. */
  styleReference?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required: style-transfer, filter, enhance or colorize. */
  transformation?: InputMaybe<Scalars['String']['input']>;
};

export type UpscaleImageInput = {
  /** Default true. */
  enhanceDetails?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required: an http(s) URL or a /files/ path. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** png (default), jpg or webp. */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** 2 or 4; default 4. */
  scale?: InputMaybe<Scalars['Int']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

/** Users live in the identity subgraph; a job only knows its owner's id. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Job: Job;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Job:
    ( { __typename: 'Job' }
    & GraphQLRecursivePick<FederationTypes['Job'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddSubtitlesInput: AddSubtitlesInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AnimateAvatarInput: AnimateAvatarInput;
  CacheScope: CacheScope;
  CreateShortClipsInput: CreateShortClipsInput;
  CreateSocialVariantsInput: CreateSocialVariantsInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GenerateAvatarInput: GenerateAvatarInput;
  GenerateImageInput: GenerateImageInput;
  GenerateMusicInput: GenerateMusicInput;
  GenerateVideoInput: GenerateVideoInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Job: ResolverTypeWrapper<JobRow>;
  JobConnection: ResolverTypeWrapper<Omit<JobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['JobEdge']>, nodes: Array<ResolversTypes['Job']> }>;
  JobEdge: ResolverTypeWrapper<Omit<JobEdge, 'node'> & { node: ResolversTypes['Job'] }>;
  JobError: ResolverTypeWrapper<JobError>;
  JobOutput: ResolverTypeWrapper<StoredOutput>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  JobStatus: JobStatus;
  MediaServiceHealth: ResolverTypeWrapper<MediaServiceHealth>;
  MintAssetInput: MintAssetInput;
  MintAttributeInput: MintAttributeInput;
  MintMetadataInput: MintMetadataInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveBackgroundInput: RemoveBackgroundInput;
  RenderTemplateInput: RenderTemplateInput;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  SpeakWithClonedVoiceInput: SpeakWithClonedVoiceInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubtitleStyleInput: SubtitleStyleInput;
  Template: ResolverTypeWrapper<TemplateRow>;
  TemplateConnection: ResolverTypeWrapper<Omit<TemplateConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['TemplateEdge']>, nodes: Array<ResolversTypes['Template']> }>;
  TemplateEdge: ResolverTypeWrapper<Omit<TemplateEdge, 'node'> & { node: ResolversTypes['Template'] }>;
  TemplateValuesInput: TemplateValuesInput;
  TextToSpeechInput: TextToSpeechInput;
  TrainVoiceCloneInput: TrainVoiceCloneInput;
  TransformImageInput: TransformImageInput;
  UpscaleImageInput: UpscaleImageInput;
  User: ResolverTypeWrapper<User>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddSubtitlesInput: AddSubtitlesInput;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  AnimateAvatarInput: AnimateAvatarInput;
  CreateShortClipsInput: CreateShortClipsInput;
  CreateSocialVariantsInput: CreateSocialVariantsInput;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  GenerateAvatarInput: GenerateAvatarInput;
  GenerateImageInput: GenerateImageInput;
  GenerateMusicInput: GenerateMusicInput;
  GenerateVideoInput: GenerateVideoInput;
  JSON: Scalars['JSON']['output'];
  Job: JobRow;
  JobConnection: Omit<JobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['JobEdge']>, nodes: Array<ResolversParentTypes['Job']> };
  JobEdge: Omit<JobEdge, 'node'> & { node: ResolversParentTypes['Job'] };
  JobError: JobError;
  JobOutput: StoredOutput;
  Float: Scalars['Float']['output'];
  MediaServiceHealth: MediaServiceHealth;
  MintAssetInput: MintAssetInput;
  MintAttributeInput: MintAttributeInput;
  MintMetadataInput: MintMetadataInput;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  RemoveBackgroundInput: RemoveBackgroundInput;
  RenderTemplateInput: RenderTemplateInput;
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  SpeakWithClonedVoiceInput: SpeakWithClonedVoiceInput;
  Subscription: Record<PropertyKey, never>;
  SubtitleStyleInput: SubtitleStyleInput;
  Template: TemplateRow;
  TemplateConnection: Omit<TemplateConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['TemplateEdge']>, nodes: Array<ResolversParentTypes['Template']> };
  TemplateEdge: Omit<TemplateEdge, 'node'> & { node: ResolversParentTypes['Template'] };
  TemplateValuesInput: TemplateValuesInput;
  TextToSpeechInput: TextToSpeechInput;
  TrainVoiceCloneInput: TrainVoiceCloneInput;
  TransformImageInput: TransformImageInput;
  UpscaleImageInput: UpscaleImageInput;
  User: User;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job'], FederationReferenceType extends FederationReferenceTypes['Job'] = FederationReferenceTypes['Job']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Job']> | FederationReferenceType, FederationReferenceType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditsCharged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditsRefunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditsReserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['JobError']>, ParentType, ContextType>;
  estimatedCompletionTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outputs?: Resolver<Array<ResolversTypes['JobOutput']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  timeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type JobConnectionResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['JobConnection'] = ResolversParentTypes['JobConnection']> = {
  edges?: Resolver<Array<ResolversTypes['JobEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type JobEdgeResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['JobEdge'] = ResolversParentTypes['JobEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
};

export type JobErrorResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['JobError'] = ResolversParentTypes['JobError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobOutputResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['JobOutput'] = ResolversParentTypes['JobOutput']> = {
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MediaServiceHealthResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['MediaServiceHealth'] = ResolversParentTypes['MediaServiceHealth']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addSubtitles?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationAddSubtitlesArgs, 'input'>>;
  animateAvatar?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationAnimateAvatarArgs, 'input'>>;
  cancelJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  createShortClips?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCreateShortClipsArgs, 'input'>>;
  createSocialVariants?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationCreateSocialVariantsArgs, 'input'>>;
  generateAvatar?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationGenerateAvatarArgs, 'input'>>;
  generateImage?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationGenerateImageArgs, 'input'>>;
  generateMusic?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationGenerateMusicArgs, 'input'>>;
  generateVideo?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationGenerateVideoArgs, 'input'>>;
  mintAsset?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationMintAssetArgs, 'input'>>;
  removeBackground?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRemoveBackgroundArgs, 'input'>>;
  renderTemplate?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRenderTemplateArgs, 'id' | 'input'>>;
  retryJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationRetryJobArgs, 'id'>>;
  speakWithClonedVoice?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationSpeakWithClonedVoiceArgs, 'input'>>;
  textToSpeech?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationTextToSpeechArgs, 'input'>>;
  trainVoiceClone?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationTrainVoiceCloneArgs, 'input'>>;
  transformImage?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationTransformImageArgs, 'input'>>;
  upscaleImage?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationUpscaleImageArgs, 'input'>>;
};

export type PageInfoResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobConnection'], ParentType, ContextType, Partial<QueryJobsArgs>>;
  mediaHealth?: Resolver<ResolversTypes['MediaServiceHealth'], ParentType, ContextType>;
  mediaReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryMediaReportPageArgs, 'input'>>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<QueryTemplateArgs, 'id'>>;
  templates?: Resolver<ResolversTypes['TemplateConnection'], ParentType, ContextType, Partial<QueryTemplatesArgs>>;
};

export type ReportPageResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  jobProgress?: SubscriptionResolver<ResolversTypes['Job'], "jobProgress", ParentType, ContextType, RequireFields<SubscriptionJobProgressArgs, 'jobId'>>;
  jobUpdated?: SubscriptionResolver<ResolversTypes['Job'], "jobUpdated", ParentType, ContextType, Partial<SubscriptionJobUpdatedArgs>>;
};

export type TemplateResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFeatured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TemplateConnectionResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['TemplateConnection'] = ResolversParentTypes['TemplateConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TemplateEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TemplateEdgeResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['TemplateEdge'] = ResolversParentTypes['TemplateEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MediaContext> = {
  DateTime?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobConnection?: JobConnectionResolvers<ContextType>;
  JobEdge?: JobEdgeResolvers<ContextType>;
  JobError?: JobErrorResolvers<ContextType>;
  JobOutput?: JobOutputResolvers<ContextType>;
  MediaServiceHealth?: MediaServiceHealthResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateConnection?: TemplateConnectionResolvers<ContextType>;
  TemplateEdge?: TemplateEdgeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = MediaContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
