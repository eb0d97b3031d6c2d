// Whether something else holds the screen: a modal, drawer or lightbox (every one registers with lib/overlays), or
// the search results' guide card. The prompts wait for them rather than stack on top.
import { guideStore } from '@/lib/guide';
import { hasOpenOverlays } from '@/lib/overlays';

export function anotherPanelOpen(): boolean {
  return hasOpenOverlays() || guideStore.get().showing;
}
