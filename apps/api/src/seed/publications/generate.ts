// One generated listing of an owner: a property or a garment, when it was listed (most listings are recent,
// some two years old), visibility, an occasional priority, likes, how many photos, and the stored relevance
// from computeRelevance, the same function every write uses.
import { priorities } from '@vitrina/shared/enums';
import { computeRelevance } from '../../modules/publications';
import { generateClothing } from './clothing';
import { anyPlace, type OwnerProfile } from './owners';
import { generateProperty } from './property';
import type { Random } from './random';
import type { SeedRow } from './seed-row';

const day = 24 * 60 * 60 * 1000;
/** Listings reach back this far; the age is skewed so that recent ones are the most common. */
const maxAgeDays = 730;

const priorityNotes: Record<string, string[]> = {
  destacada: ['Unidad destacada de la semana', 'La más consultada del mes'],
  urgente: ['Los dueños se mudan al exterior', 'Liquidación por cierre de temporada', 'Se escuchan ofertas'],
  oportunidad: ['Precio por debajo de tasación', 'Últimas unidades a este precio'],
  exclusiva: ['Exclusividad firmada con la inmobiliaria', 'Sólo disponible en nuestro showroom'],
};

function mediaCount(random: Random, category: string, isProperty: boolean): number {
  if (!isProperty) return random.int(1, 4);
  if (random.chance(0.03)) return 0;
  return ['cochera', 'terreno'].includes(category) ? random.int(1, 3) : random.int(2, 8);
}

export function generateRow(random: Random, owner: OwnerProfile, now: Date): SeedRow {
  const isProperty = random.chance(owner.propertyShare);
  const content = isProperty
    ? generateProperty(
        random,
        owner.home.length && random.chance(0.75) ? random.pick(owner.home) : anyPlace(random),
        owner,
      )
    : generateClothing(random, owner.stores.length && random.chance(0.6) ? random.pick(owner.stores) : null);

  const ageMs = Math.pow(random.next(), 1.7) * maxAgeDays * day;
  const listedAt = new Date(Math.floor((now.getTime() - ageMs) / 1000) * 1000);
  const updatedAt = random.chance(0.3)
    ? new Date(listedAt.getTime() + random.next() * (now.getTime() - listedAt.getTime()))
    : listedAt;
  const isPublic = !random.chance(owner.privateShare);

  let priority: SeedRow['priority'];
  let priorityDescription: string | undefined;
  let priorityExpiresAt: Date | null = null;
  if (random.chance(0.04)) {
    // Set within its lifetime, so it is still active: the priorities job clears expired ones anyway.
    const chosen = random.pick(priorities);
    const setAt = Math.max(listedAt.getTime(), now.getTime() - random.next() * chosen.expires_in * day);
    priority = chosen.value;
    priorityDescription = random.chance(0.5) ? random.pick(priorityNotes[chosen.value]) : undefined;
    priorityExpiresAt = new Date(setAt + chosen.expires_in * day);
  }

  // Likes come from searches, which only see public listings; a few listings draw most of them.
  const likeCount = isPublic ? Math.floor(Math.pow(random.next(), 8) * 300) : 0;
  const media = mediaCount(random, content.category, isProperty);
  const relevance = computeRelevance(
    { priority: priority ?? null, priorityExpiresAt, listedAt, mediaCount: media, likeCount },
    now,
  );
  return {
    ...content,
    userId: owner.id,
    public: isPublic,
    priority,
    priorityDescription,
    priorityExpiresAt: priorityExpiresAt ?? undefined,
    likeCount,
    decisionsCount: likeCount + (isPublic ? random.int(0, likeCount * 2 + 3) : 0),
    mediaCount: media,
    relevance,
    listedAt,
    createdAt: listedAt,
    updatedAt,
  };
}
