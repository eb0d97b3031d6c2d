import type { FormValues } from './form-model';

export type FormErrors = Partial<Record<keyof FormValues, string>>;

export type SetField = <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;

/** What every section of the listing form receives. */
export type SectionProps = { values: FormValues; set: SetField; errors: FormErrors };
