import { resolveVapidKeys, type VapidKeys } from './vapid';

/** What a caller of buildApi may say about Web Push (tests, mostly). */
export type PushOptions = {
  /** Deliver queued pushes every 5 s while the app is up; default: yes unless NODE_ENV=test. */
  worker?: boolean;
  /** Tests only: accept and deliver to http://127.0.0.1 endpoints (a local push service). */
  allowLoopbackEndpoints?: boolean;
};

export type PushSettings = {
  vapid: VapidKeys;
  worker: boolean;
  allowLoopback: boolean;
};

/** The push settings every area and the worker share: VAPID keys from config or DATA_DIR/vapid.json. */
export async function resolvePush(config: {
  dataDir: string;
  env: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT: string;
  };
  push?: PushOptions;
}): Promise<PushSettings> {
  return {
    vapid: await resolveVapidKeys(config.dataDir, config.env),
    worker: config.push?.worker ?? process.env.NODE_ENV !== 'test',
    allowLoopback: config.push?.allowLoopbackEndpoints ?? false,
  };
}
