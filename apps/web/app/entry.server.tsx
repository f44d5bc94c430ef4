import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { batchedBody } from './lib/batched-body.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * A section already rendered goes out in place. By default React moves any finished section past the
 * first 12,800 bytes of a page behind its skeleton, to be swapped in by a script (and revealed up to
 * 300 ms later): on a product page, reviews and related items that came inline (lib/inline-if-quick.ts).
 */
export const IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;

/**
 * React Router's default Node entry, plus the CSP nonce (decision 308): the server's Content-Security-
 * Policy allows inline scripts only with this answer's nonce, so React Router's hydration scripts and
 * React's streaming scripts carry it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        ...IN_PLACE,
        [readyOption]() {
          shellRendered = true;
          // What React writes goes on one flush at a time (lib/batched-body.server.ts).
          const body = batchedBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A visitor who left mid-page closes the stream: not this server's error, nothing to log.
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
  });
}
