// An event that happened on a microsite (a search made there) is told with links to the microsite's own host and
// under its name, while it is active; paused or gone, the links go back to the platform. A push keeps its path: the
// browser opens it on the site the person subscribed on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microsites, type MicrositeRow } from '../../db/schema/index';
import { runDueJobs } from '../../test/jobs';
import { actor } from '../groups/groups-test-helpers';
import { makeMicrosite } from '../microsites/host-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { apartmentsOnSale, decideOn, sharedSearchOf } from '../searches/core/searches-test-helpers';
import { startDeliveryFixture, type DeliveryFixture } from './notifications-test-helpers';
import { burstWindows, groupWindowMs, notify, type NotificationEvent } from './notify';

let fx: DeliveryFixture;
let site: MicrositeRow;
beforeAll(async () => {
  fx = await startDeliveryFixture();
  site = await makeMicrosite(fx.ctx.db, { name: 'Inmobiliaria Sur' });
});
afterAll(() => fx.close());

/** Moves past the grouping window, and past a coincidence's burst (which waits for the likes to go quiet). */
async function deliver(): Promise<number> {
  fx.ctx.clock.advance(Math.max(groupWindowMs, burstWindows.search_coincidence!.quietMs));
  return fx.worker().runOnce();
}

const finished = (groupKey: string, micrositeId: number | null): NotificationEvent => ({
  type: 'search_finished',
  groupKey,
  title: 'Lucía Pérez finalizó su selección',
  body: 'Lucía Pérez finalizó su selección en tu búsqueda «Deptos en Banfield». Mirá lo que eligió.',
  url: '/account/search/5d1e/filtered',
  micrositeId,
});

describe('the email of an event on a microsite', () => {
  it('links to the microsite and names it; the push keeps its path', async () => {
    const person = await fx.person();
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], finished('site-active', site.id));
    await deliver();
    const [mail] = fx.mailsTo(person.user.email);
    expect(mail).toContain(`Ver en Inmobiliaria Sur:\r\nhttp://${site.host}/account/search/5d1e/filtered`);
    expect(mail).toContain(`http://${site.host}/account/setting`);
    expect(mail).not.toContain('http://vitrina.test/');
    const [push] = fx.push.received.filter((seen) => person.endpoint.endsWith(`/${seen.name}`));
    expect(push.payload).toMatchObject({ url: '/account/search/5d1e/filtered' });
  });

  it('links to the platform once the microsite is suspended, or when it is gone', async () => {
    const suspended = await makeMicrosite(fx.ctx.db, { name: 'Propiedades Cerradas' });
    await fx.ctx.db.update(microsites).set({ status: 'suspended' }).where(eq(microsites.id, suspended.id));
    const person = await fx.person({ notificationChannels: ['email'] });
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], finished('site-suspended', suspended.id));
    await notify(fx.ctx.db, fx.ctx.clock, [person.user.id], finished('site-gone', 987654321));
    await deliver();
    const mails = fx.mailsTo(person.user.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain('http://vitrina.test/account/search/5d1e/filtered');
      expect(mail).not.toContain(suspended.host);
      expect(mail).not.toContain('Propiedades Cerradas');
    }
  });

  it('tells the owner of a search made on the microsite of a coincidence there, with links to it', async () => {
    const owner = await fx.person({ name: 'Agente Sur', notificationChannels: ['email'] });
    const seller = await actor(fx.ctx, { name: 'Vendedora Sur' });
    const [first, second] = [await fx.person(), await fx.person()];
    const agency = await makeMicrosite(fx.ctx.db, { name: 'Inmobiliaria Banfield', userIds: [seller.user.id] });
    const listing = await makeListing(fx.ctx, seller, { title: 'Depto de 3 ambientes en Banfield' });
    // Shared with the two clients, who join it.
    const search = await sharedSearchOf(fx.ctx, owner, [first, second], {
      microsite_id: agency.id,
      filters: [apartmentsOnSale],
    });
    for (const who of [first, second]) {
      const response = await decideOn(fx.ctx, who, search, { publication_id: listing.id, like: true });
      expect(response.statusCode, response.body).toBe(200);
    }
    // The worker tells the coincidence (which queues the owner's delivery), then delivers it.
    expect(await runDueJobs(fx.ctx)).toBe(1);
    await deliver();
    const [mail] = fx.mailsTo(owner.user.email);
    expect(mail).toContain('«Depto de 3 ambientes en Banfield»');
    expect(mail).toContain(
      `Ver en Inmobiliaria Banfield:\r\nhttp://${agency.host}/account/search/${search.uuid}/filtered`,
    );
  });
});
