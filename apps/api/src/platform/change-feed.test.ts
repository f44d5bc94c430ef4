import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChangeTags, FeedCore } from './change-feed';

/** A feed whose channel hands back each sent notice only when the test says so. */
function delayedFeed() {
  const core = new FeedCore();
  core.connected = true;
  const sent: string[] = [];
  const heard: ChangeTags[] = [];
  core.subscribe((tags) => heard.push(tags));
  const send = async (payload: string) => void sent.push(payload);
  const deliver = () => {
    for (const payload of sent.splice(0)) core.receive(payload);
  };
  return { core, send, deliver, heard };
}

describe('a fence whose notice is late', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as its notice is back, the feed staying live', async () => {
    const { core, send, deliver, heard } = delayedFeed();
    const fence = core.fence(send, 2_000);
    await vi.advanceTimersByTimeAsync(10);
    deliver();
    await fence;
    expect(core.live).toBe(true);
    expect(heard).toEqual([]);
  });

  it('makes the feed not live until the notice arrives, dropping nothing', async () => {
    const { core, send, deliver, heard } = delayedFeed();
    const fence = core.fence(send, 2_000);
    await vi.advanceTimersByTimeAsync(2_001);
    await fence; // the writer is answered; caches stop serving meanwhile
    expect(core.live).toBe(false);
    core.receive('item:7'); // notices before the fence's own still reach the listeners
    deliver();
    expect(core.live).toBe(true);
    expect(heard).toEqual([['item:7']]);
  });

  it('drops everything when the notice is still missing long after', async () => {
    const { core, send, heard } = delayedFeed();
    const fence = core.fence(send, 2_000);
    await vi.advanceTimersByTimeAsync(2_001);
    await fence;
    expect(core.live).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(heard).toEqual(['all']);
    expect(core.live).toBe(true);
  });

  it('drops everything when the fence cannot be sent', async () => {
    const { core, heard } = delayedFeed();
    await core.fence(async () => {
      throw new Error('pool closed');
    });
    expect(heard).toEqual(['all']);
    expect(core.live).toBe(true);
  });
});
