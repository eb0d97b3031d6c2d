import { describe, expect, it } from 'vitest';
import { configurationSchema } from './configuration';
import { buildConfiguration } from './configuration-values';
import { listQuerySchema, lastPage } from './pagination';

describe('buildConfiguration', () => {
  const config = buildConfiguration({ appName: 'Vitrina', contactEmail: 'hola@vitrina.com.ar' });

  it('passes its own schema and the environment through', () => {
    expect(configurationSchema.parse(config)).toEqual(config);
    expect(config.CONTACT_EMAIL).toBe('hola@vitrina.com.ar');
    expect(config.MICROSITE).toBeNull();
  });

  it('lists every enumeration with Spanish titles and the first values DESIGN fixes', () => {
    expect(config.FIELDS.types.map((t) => t.title)).toEqual(['Inmueble', 'Indumentaria']);
    expect(config.SEARCH_ORDERS[0].value).toBe('relevance');
    expect(config.MICROSITE_STATUSES[0].value).toBe('pending');
    expect(config.SEARCH_MODES.some((m) => m.predict)).toBe(true);
    expect(config.PERMISSIONS.map((p) => p.value)).toEqual(['users', 'groups', 'microsites', 'searches']);
    expect(config.GENERAL).toEqual({ stat: { range: { default: 30, max: 365 } }, results: { pageSize: 10 } });
    for (const category of config.FIELDS.categories) expect(category.types.length).toBeGreaterThan(0);
  });
});

describe('listQuerySchema', () => {
  const schema = listQuerySchema(['name', 'created_at'], { orderBy: 'name', orderMethod: 'asc' });

  it('fills defaults and coerces query strings', () => {
    expect(schema.parse({})).toEqual({ orderBy: 'name', orderMethod: 'asc', take: 20, page: 1 });
    expect(schema.parse({ take: '5', page: '3', search: ' sur ' })).toMatchObject({ take: 5, page: 3, search: 'sur' });
  });

  it('refuses unknown orders and caps take', () => {
    expect(schema.safeParse({ orderBy: 'password' }).success).toBe(false);
    expect(schema.safeParse({ take: '1000' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('counts pages', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
  });
});
