import { z } from 'zod';
import { type PartKindSpec } from './parts';

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

const videoFields = {
  title: z.string().max(255, 'is at most 255 characters'),
  description: z.string().max(65535),
  sort_order: z.number().int().min(INT32.min).max(INT32.max),
  type: z.literal('youtube', { error: 'must be youtube: the only video host of the reference' }),
};

/** A YouTube id: 11 characters of letters, digits, `-` and `_`. */
const videoId = z.string().regex(/^[\w-]{11}$/, 'must be a YouTube video id, e.g. "dQw4w9WgXcQ"');

const create = z.object({ ...z.object(videoFields).partial().shape, video_id: videoId });
type VideoData = z.output<typeof create>;

/** A product's YouTube videos (`/videos`): shown on the product page, so they are product updates. */
export const videos: PartKindSpec<VideoData, { id: number }> = {
  kind: 'video',
  segment: 'videos',
  what: 'Video',
  idName: 'id',
  create,
  update: z.object(videoFields).partial(),
  changesProductPage: true,
  json: (row, data) => ({
    id: row.id,
    product_id: row.product_id,
    video_id: data.video_id,
    title: data.title ?? '',
    description: data.description ?? '',
    sort_order: data.sort_order ?? 0,
    type: 'youtube',
    // The length would come from the video host, which this service does not ask.
    length: '',
  }),
};
