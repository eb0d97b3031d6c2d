// A nested value as a multipart body with bracket names, the mirror of the API's folding (apps/api's
// form-fields.ts): `extras[areas][total]`, `agents[]`, `extras[stock][0][color]`. Objects recurse as
// `name[key]`, lists of texts or files as `name[]`, lists of objects as `name[i][key]`. An empty list is one
// `name` field with '', which the API reads as an empty list (an absent one may mean something else: no `order`
// keeps every image). Booleans are '1'/'0', null and '' are '' (unset), undefined is left out.

export type FormDataScalar = string | number | boolean | null | undefined | Blob;
export type FormDataValue = FormDataScalar | FormDataValue[] | { [key: string]: FormDataValue };
export type FormDataFields = { [key: string]: FormDataValue };

const isBranch = (value: FormDataValue): value is FormDataValue[] | FormDataFields =>
  typeof value === 'object' && value !== null && !(value instanceof Blob);

function scalarText(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function appendValue(form: FormData, name: string, value: FormDataValue) {
  if (value === undefined) return;
  if (value instanceof Blob) {
    form.append(name, value);
  } else if (Array.isArray(value)) {
    if (value.length === 0) form.append(name, '');
    else if (value.some(isBranch)) value.forEach((item, index) => appendValue(form, `${name}[${index}]`, item));
    else for (const item of value) appendValue(form, `${name}[]`, item);
  } else if (isBranch(value)) {
    for (const [key, item] of Object.entries(value)) appendValue(form, `${name}[${key}]`, item);
  } else {
    form.append(name, scalarText(value));
  }
}

/** The fields of `value` appended to a new multipart body, in the order of its keys. */
export function encodeFormData(value: FormDataFields): FormData {
  const form = new FormData();
  for (const [name, item] of Object.entries(value)) appendValue(form, name, item);
  return form;
}
