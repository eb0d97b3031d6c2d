import { describe, expect, it } from 'vitest';
import { listingFieldByPath, listingFieldList, listingFields, listingInput, listingOutput } from './listing-fields';

describe("a listing's fields", () => {
  it('make each schema when first read, once, and share it with every copy of the field', () => {
    const rooms = listingFieldByPath.get('extras.rooms.total')!;
    // Listing the fields read no schema: the copy still holds the getter, not a value.
    expect(typeof Object.getOwnPropertyDescriptor(rooms, 'input')?.get).toBe('function');
    expect(rooms.input).toBe(listingFields.extras.rooms.total.input);
    expect(rooms.output).toBe(rooms.output);
    expect(listingFieldList.find((field) => field.key === 'title')!.input).toBe(listingFields.title.input);
    expect(listingFields.extras.pets.search.schema).toBe(listingFields.extras.pets.search.schema);
  });

  it('check what a form sends and what the API answers through those schemas', () => {
    expect(listingFields.extras.rooms.total.input.parse('3')).toBe(3);
    expect(listingFields.extras.rooms.total.input.safeParse('-1').success).toBe(false);
    expect(listingFields.title.input.safeParse('').success).toBe(false);
    expect(listingFields.public.input.parse('')).toBe(true);
    expect(listingFields.type.input.safeParse('otro').success).toBe(false);
    expect(listingFields.extras.parkings.search.schema.safeParse(3).success).toBe(false);
    expect(listingInput.top.title).toBe(listingFields.title.input);
    expect(listingOutput.extras.rooms.shape.total).toBe(listingFields.extras.rooms.total.output);
    expect(listingOutput.top.title).toBe(listingFields.title.output);
  });
});
