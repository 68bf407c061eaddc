import { z } from 'zod';
import { pageQuery, csvList } from '../../http';
import { channelIdField, idText, uuidField, uuidText } from '../fields';
import { PLACEMENT_STATUSES } from './repository';

const fields = {
  widget_uuid: uuidField('widget_uuid', 'a widget'),
  template_file: z
    .string('template_file is required, e.g. pages/home')
    .trim()
    .min(1, 'template_file must not be empty'),
  region: z.string('region is a region name, e.g. home_below_menu').trim(),
  // The reference types it as a string ("21"); a number is taken as its text.
  entity_id: z
    .union(
      [z.string(), z.number()],
      'entity_id is the id of the entity the template shows, e.g. "21"',
    )
    .transform((value) => String(value).trim()),
  sort_order: z.number('sort_order is an integer').int('sort_order is an integer'),
  status: z.enum(PLACEMENT_STATUSES, 'status is active or inactive'),
  channel_id: channelIdField,
};

/** `POST /v3/content/placements`: widget_uuid and template_file are required. */
export const createPlacementBody = z
  .object(fields)
  .partial({ region: true, entity_id: true, sort_order: true, status: true, channel_id: true });

/** `PUT /v3/content/placements/{uuid}`: fields left out keep their value. */
export const updatePlacementBody = z.object(fields).partial();
export type PlacementChanges = z.output<typeof updatePlacementBody>;

export const listPlacementsQuery = pageQuery.extend({
  widget_template_kind: z.string().optional(),
  template_file: z.string().optional(),
  widget_uuid: uuidText('widget_uuid').optional(),
  widget_template_uuid: uuidText('widget_template_uuid').optional(),
  'channel_id:in': csvList(idText).optional(),
  'site_id:in': csvList(idText).optional(),
});
export type ListPlacementsQuery = z.output<typeof listPlacementsQuery>;
