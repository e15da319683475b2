/*
 * The allowed values of the media operations' fields (document 2, section 4.3). Where the document
 * says "and others" or leaves identifiers out, the lists here decide (docs/media.md).
 */

export const QUALITIES = ['standard', 'high', 'ultra'] as const;
export type Quality = (typeof QUALITIES)[number];

/** Image generation providers; the worker chooses one when the field is absent. */
export const IMAGE_PROVIDERS = ['dall-e', 'stable-diffusion', 'midjourney', 'imagen'] as const;
/** Video generation providers; the worker chooses one when the field is absent. */
export const VIDEO_PROVIDERS = ['runway', 'pika', 'luma', 'sora'] as const;
/** Short-form video platforms a clip can be cut for. */
export const SHORT_VIDEO_PLATFORMS = ['tiktok', 'youtube-shorts', 'instagram-reels'] as const;
/** Social platforms of social variants. */
export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'x', 'linkedin'] as const;
/** Chains an asset can be minted on; the second is the default (document 2). */
export const BLOCKCHAINS = ['ethereum', 'polygon'] as const;
export const DEFAULT_BLOCKCHAIN = BLOCKCHAINS[1];

export const STYLE_PRESETS = ['realistic', 'artistic', 'anime', '3d-render', 'cinematic', 'watercolor', 'pixel-art', 'sketch'] as const;
export const TRANSFORMATIONS = ['style-transfer', 'filter', 'enhance', 'colorize'] as const;
export const CUTOUT_FORMATS = ['png', 'webp'] as const;
export const UPSCALE_FACTORS = [2, 4] as const;
export const FRAME_RATES = [24, 30, 60] as const;
export const ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export const SUBTITLE_POSITIONS = ['bottom', 'top', 'center'] as const;
export const EMOTIONS = ['neutral', 'happy', 'sad', 'angry', 'excited'] as const;
export const GENRES = ['electronic', 'orchestral', 'ambient', 'rock', 'jazz', 'pop', 'hip-hop', 'classical', 'cinematic', 'lo-fi'] as const;
export const MOODS = ['energetic', 'calm', 'dramatic', 'uplifting', 'melancholic', 'happy', 'dark', 'romantic'] as const;
export const TEMPOS = ['slow', 'medium', 'fast'] as const;
export const AVATAR_SOURCES = ['photo', 'description'] as const;
export const AVATAR_STYLES = ['realistic', 'cartoon', 'anime', '3d'] as const;
export const BACKGROUND_TYPES = ['transparent', 'solid-color', 'image'] as const;
export const RENDER_FORMATS = ['png', 'jpg', 'pdf'] as const;
export const TEMPLATE_CATEGORIES = ['event-posters', 'social-media', 'presentations'] as const;
