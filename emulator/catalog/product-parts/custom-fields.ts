import { z } from 'zod';
import { type PartKindSpec } from './parts';

const text = z.string().trim().min(1, 'must not be empty').max(250, 'is at most 250 characters');
const create = z.object({ name: text, value: text });
type CustomFieldData = z.output<typeof create>;

export interface CustomFieldJson {
  id: number;
  name: string;
  value: string;
}

/** A product's custom fields (`/custom-fields`): name/value pairs shown on the product page. */
export const customFields: PartKindSpec<CustomFieldData, CustomFieldJson> = {
  kind: 'custom_field',
  segment: 'custom-fields',
  what: 'Custom field',
  idName: 'custom_field_id',
  create,
  update: create.partial(),
  changesProductPage: true,
  json: (row, data) => ({ id: row.id, name: data.name, value: data.value }),
};
