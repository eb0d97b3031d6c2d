// Whether the onboarding guide card of the search results is on screen; while it is, the navigation guard
// refuses to leave the page (product.md, The shell).
import { createStore } from './create-store';

export const guideStore = createStore<{ showing: boolean }>({ showing: false });

export function setGuideShowing(showing: boolean): void {
  guideStore.set((state) => (state.showing === showing ? state : { showing }));
}
