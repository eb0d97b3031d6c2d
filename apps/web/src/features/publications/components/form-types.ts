import type { FormPath, FormValue } from './form-model';

/** A message on a field, keyed by the field's path ('extras.areas.total', 'images'). */
export type FormErrors = Partial<Record<FormPath, string>>;

export type GetField = <P extends FormPath>(path: P) => FormValue<P>;
export type SetField = <P extends FormPath>(path: P, value: FormValue<P>) => void;

/** What every section of the listing form receives: its fields read and written by path. */
export type SectionProps = { get: GetField; set: SetField; errors: FormErrors };
