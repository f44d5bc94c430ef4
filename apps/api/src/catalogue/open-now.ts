import { isStoreOpen, nextStoreOpenChange, type StoreOpenFacts } from '@bazaar/domain';
import type { AnswerClock } from '../platform/answer-clock';

/**
 * Open now by the answer's clock (the rule: @bazaar/domain's isStoreOpen: active, not closed by its
 * seller, inside its weekly hours; decisions 203, 408). The answer then holds only until the store
 * next opens or closes, or its seller's closing ends (decision 218).
 */
export function storeOpenNow(store: StoreOpenFacts, clock: AnswerClock): boolean {
  clock.holdsUntil(nextStoreOpenChange(store, clock.at));
  return isStoreOpen(store, clock.at);
}
