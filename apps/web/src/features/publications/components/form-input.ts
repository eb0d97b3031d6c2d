// What the listing form sends (product.md, Listings: Form): the shared input built from the form's state, then encoded
// as the multipart body the API takes, with bracket names for nested fields, '1'/'0' for flags and `order[]` tokens for
// the images ('12' an existing image, 'new:0' the first uploaded file).
import { listingFieldList, setValueAt, valueAt, type ListingField } from '@vitrina/shared/listing-fields';
import { encodeFormData, type FormDataFields, type FormDataValue } from '@/lib/form-data';
import type { FormValues } from './form-model';
import { shownFields } from './form-rules';

/** A field as sent: texts trimmed, a hidden field empty (its kind's "none"), anything else as the input holds it. */
function sentValue(field: ListingField, value: unknown, shown: boolean): FormDataValue {
  if (!shown) return field.kind === 'list' ? [] : null;
  if (field.kind === 'text' || field.kind === 'url') return String(value).trim();
  return value as FormDataValue;
}

/** The listing as the API's input takes it, before encoding. */
export function toInput(values: FormValues): FormDataFields {
  const shown = shownFields(values.type, values.category);
  const input: FormDataFields = {};
  for (const field of listingFieldList) {
    setValueAt(input, field.path, sentValue(field, valueAt(values, field.path), shown(field.key)));
  }
  if (values.address) input.address = { ...values.address };

  // Rows with a colour or a size. No rows are sent as no field at all: the API reads an absent stock as none.
  const stock = shown('extras.stock')
    ? values.extras.stock
        .filter((row) => row.color.trim() || row.size)
        .map((row) => ({ color: row.color.trim(), size: row.size }))
    : [];
  if (stock.length > 0) setValueAt(input, ['extras', 'stock'], stock);

  const files: File[] = [];
  const order: string[] = [];
  for (const image of values.images) {
    if (image.kind === 'existing') {
      order.push(String(image.id));
    } else {
      order.push(`new:${files.length}`);
      files.push(image.file);
    }
  }
  if (files.length > 0) input.medias = files;
  // Always sent, even empty: an absent order keeps every image, an empty one removes them all.
  input.order = order;
  return input;
}

/** The multipart body of POST /account/publication (create) or of the update, which adds `_method`. */
export function toFormData(values: FormValues): FormData {
  return encodeFormData(toInput(values));
}
